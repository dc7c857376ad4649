// Phone and tablet widths: no page is ever wider than the screen, and overlays stay on it.
// Chromium widens innerWidth to fit overflowing content in a mobile context, so every check
// compares against the width the test set, never innerWidth.

import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_ROUTES } from '../src/shared/site/routes';
import { signInAsDemo, test } from './fixtures';

const WIDTHS = [360, 390, 768] as const;

/** Waits until the app runs the page and its data has arrived (no spinner left). */
async function settle(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main [role="status"]:has(.animate-spin)')).toHaveCount(0);
}

async function documentWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function expectOnScreen(locator: Locator, width: number, height: number) {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height + 0.5);
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    const height = 800;
    test.use({ viewport: { width, height } });

    test(`every route fits, signed out @mobile`, async ({ page }) => {
      test.setTimeout(240_000);
      for (const route of PAGE_ROUTES) {
        await page.goto(route.path);
        await settle(page);
        expect(await documentWidth(page), route.path).toBeLessThanOrEqual(width);
      }
    });

    test(`every route fits, signed in @mobile`, async ({ page }) => {
      test.setTimeout(240_000);
      await signInAsDemo(page, `E2E_Phone${width}`);
      for (const route of PAGE_ROUTES) {
        await page.goto(route.path);
        await settle(page);
        expect(await documentWidth(page), route.path).toBeLessThanOrEqual(width);
      }
    });

    test(`menu drawer and Link Minecraft dialog stay on screen @mobile`, async ({ page }) => {
      await signInAsDemo(page, `E2E_Overlay${width}`);
      await settle(page);
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) {
        await menu.click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await expect(drawer).toBeVisible();
        await expectOnScreen(drawer, width, height);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      }
      await page.getByRole('button', { name: 'Link Minecraft' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Link your Minecraft account' });
      await expect(dialog).toBeVisible();
      await expectOnScreen(dialog, width, height);
      expect(await documentWidth(page)).toBeLessThanOrEqual(width);
    });
  });
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

test.describe('390 px details', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the availability grid stays within its card @mobile', async ({ page }) => {
    await signInAsDemo(page, 'E2E_PhoneApplicant', '/gym-leader-application');
    const grid = page.getByRole('group', { name: 'Weekly Availability *' });
    const card = page.locator('section', { has: grid }).locator('..');
    const [gridBox, cardBox] = [await grid.locator('table').boundingBox(), await card.boundingBox()];
    expect(gridBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
    expect(gridBox!.x + gridBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  });

  test('the floating cart button leaves the end of /shop and /ranks clear @mobile', async ({ page }) => {
    for (const path of ['/shop', '/ranks']) {
      await page.goto(path);
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const cart = page.getByRole('button', { name: /^Cart \d+ items?$/ });
      const cartBox = (await cart.boundingBox())!;
      const covered = await page
        .locator('main, footer')
        .locator('a, button, h1, h2, h3, p')
        .evaluateAll(
          (elements, box) =>
            elements
              .filter((el) => !el.closest('[data-floating-cart]'))
              .map((el) => ({ text: el.textContent?.trim() ?? '', rect: el.getBoundingClientRect() }))
              .filter(
                ({ rect }) =>
                  rect.width > 0 &&
                  rect.x < box.x + box.width &&
                  box.x < rect.x + rect.width &&
                  rect.y < box.y + box.height &&
                  box.y < rect.y + rect.height,
              )
              .map(({ text }) => text),
          cartBox,
        );
      expect(covered, path).toEqual([]);
    }
  });

  test('an error toast does not cover the form it is about @mobile', async ({ page }) => {
    await signInAsDemo(page, 'E2E_PhoneToast', '/gym-leader-application');
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await submit.click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please check the form' });
    await expect(toast).toBeVisible();
    const focused = page.locator(':focus');
    await expect(focused).toHaveCount(1);
    const toastBox = (await toast.boundingBox())!;
    for (const target of [submit, focused]) {
      const box = await target.boundingBox();
      if (box) expect(overlaps(toastBox, box)).toBe(false);
    }
  });
});
