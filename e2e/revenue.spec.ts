// An admin opens the Revenue tab: the chart and the table for the last 30 UTC days, a switch to
// months, and a CSV download named for its range; on a phone nothing is wider than the screen.
import fs from 'node:fs';
import { expect } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

for (const width of [1280, 360]) {
  test(`an admin reads revenue by day and month and downloads the purchases CSV (${width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
    await signInAsDemo(page, 'AdminRowan', '/staff');
    const errors = collectConsoleErrors(page);

    await page.getByRole('tab', { name: 'Revenue' }).click();
    await expect(page.getByRole('heading', { name: 'Revenue', level: 2 })).toBeVisible();
    const from = await page.getByLabel('From (UTC)').inputValue();
    const to = await page.getByLabel('To (UTC, included)').inputValue();
    const table = page.getByRole('region', { name: `Revenue by day from ${from} to ${to}, UTC` });
    await expect(table.getByRole('columnheader', { name: 'Day (UTC)' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: to })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Chart of gross and net Revenue by day/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByLabel('Group').selectOption('month');
    const months = page.getByRole('region', { name: `Revenue by month from ${from} to ${to}, UTC` });
    await expect(months.getByRole('rowheader', { name: to.slice(0, 7) })).toBeVisible();

    // A range that ends before it starts is refused before it is asked for.
    await page.getByLabel('To (UTC, included)').fill('2000-01-01');
    await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Purchases', exact: true })).toHaveCount(0);
    await page.getByLabel('To (UTC, included)').fill(to);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Purchases', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`purchases-${from}-to-${to}.csv`);
    const text = fs.readFileSync((await file.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      'purchase_id,created_at_utc,completed_at_utc,status,buyer,minecraft_username,gym_leader,items,currency,total_cents,paid_cents,tax_cents,refunded_cents,disputed_cents,payment_session_id,payment_intent_id',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
}
