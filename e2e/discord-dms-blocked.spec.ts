// A player whose Discord DMs refused our messages (Discord error 50007) is told so on
// /notifications and can ask us to try again. The browser suite's server has no bot, so the
// refusal is stood in for on the preferences' first answer; the button calls the real endpoint,
// whose marking and clearing of the state the API tests cover against the fake Discord.
import { expect, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, rewriteJson, signInAsDemo, test } from './fixtures';

async function openWithDmsBlocked(page: Page, name: string) {
  let refused = true;
  // Only until the player asks again: later reads show the server's own answer.
  await rewriteJson<Record<string, unknown>>(page, '**/api/me/notification-preferences', (body) => ({
    ...body,
    discord_dms_blocked: refused ? true : body.discord_dms_blocked,
  }));
  await page.route('**/api/me/notification-preferences/resume-discord', async (route) => {
    refused = false;
    await route.continue();
  });
  // Signed in from the page itself: the home page's player heads come from an outside host.
  await signInAsDemo(page, name, '/notifications');
  await expect(page).toHaveURL(/\/notifications$/);
}

for (const [label, tag] of [
  ['desktop', ''],
  ['phone', ' @mobile'],
] as const) {
  test(`closed Discord DMs are explained and can be tried again (${label})${tag}`, async ({ page }) => {
    // Signs in, loads the page twice and checks it with axe: slow on a busy machine.
    test.slow();
    const errors = collectConsoleErrors(page);
    await openWithDmsBlocked(page, `E2E_Dms_${label[0]}${Date.now().toString(36)}`);
    const notice = page.getByRole('region', { name: 'Discord did not accept our messages' });
    await expect(notice).toContainText('allow direct messages');
    await expectNoAxeViolations(page);
    if (label === 'phone') {
      const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(width).toBeLessThanOrEqual(0);
    }
    const resumed = page.waitForResponse('**/api/me/notification-preferences/resume-discord');
    await notice.getByRole('button', { name: 'Try Discord messages again' }).click();
    expect((await resumed).status()).toBe(200);
    await expect(page.getByText('We will send your Discord messages again.')).toBeVisible();
    await expect(notice).toHaveCount(0);
    // The server's own answer, read again, keeps the notice away.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'How you are told' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Discord did not accept our messages' })).toHaveCount(0);
    expect(errors).toEqual([]);
    // A live refetch of the preferences may still be inside the stand-in route as the test ends.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}
