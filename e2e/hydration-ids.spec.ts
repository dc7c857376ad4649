// Hydration keeps the server's attributes, and `useId` counts in render order, which parts that
// hydrate in later turns change (client/lib/hydrate-in-turn.tsx). A mismatch stays invisible until
// the app draws a new element pointing at its own id (a label, a popover's aria-controls) that the
// page does not have. So every element the app hydrates or draws is compared, attribute by
// attribute, with the element on the page: an id or id reference that differs is such a mismatch.

import { expect, type Page } from '@playwright/test';
import { PAGE_ROUTES } from '../src/shared/site/routes';
import { test } from './fixtures';

/** Attributes that hold an id or refer to one. */
const ID_ATTRIBUTES = [
  'id',
  'for',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-errormessage',
];

/**
 * Installed before the page's scripts: a devtools hook, to which the app hands Preact's options
 * (main.tsx), and a `diffed` option that notes each element whose id attributes the app renders
 * otherwise than the page shows them. Preact's minified name for a vnode's DOM node is `__e`.
 */
function watchIdAttributes(attributes: string[]) {
  type VNode = { type: unknown; props: Record<string, unknown>; __e?: unknown };
  const watch = { attached: false, mismatches: new Set<string>() };
  (window as unknown as { idWatch: typeof watch }).idWatch = watch;
  (window as unknown as Record<string, unknown>).__PREACT_DEVTOOLS__ = {
    attachPreact: (_version: string, options: { diffed?: (vnode: VNode) => void }) => {
      watch.attached = true;
      const diffed = options.diffed;
      options.diffed = (vnode) => {
        const node = vnode.__e;
        if (typeof vnode.type === 'string' && node instanceof Element) {
          for (const name of attributes) {
            const prop = name === 'for' ? (vnode.props.for ?? vnode.props.htmlFor) : vnode.props[name];
            const rendered = prop === undefined || prop === null || prop === false ? null : String(prop);
            const shown = node.getAttribute(name);
            if (rendered !== shown) {
              watch.mismatches.add(`<${vnode.type} ${name}>: the page has ${shown}, the app ${rendered}`);
            }
          }
        }
        diffed?.(vnode);
      };
    },
  };
}

/** Every fixed page of the table, and a seeded player's and gym leader's page. */
const PATHS = [
  ...PAGE_ROUTES.map((route) => route.path).filter((path) => !path.includes(':')),
  '/players/MistyTides',
  '/gym-leaders/misty-tides',
];

/** Until the last part has hydrated and the page's data has arrived. */
async function settle(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main [role="status"]:has(.animate-spin)')).toHaveCount(0);
}

test('every page hydrates with the ids the server drew', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript(watchIdAttributes, ID_ATTRIBUTES);
  const found: string[] = [];
  for (const path of PATHS) {
    await page.goto(path);
    await settle(page);
    // The home page's arena is a lazy part whose sections hydrate in the last turns.
    if (path === '/')
      await expect(page.getByRole('region', { name: 'Top 10 trainers by ELO' })).toBeVisible();
    const watch = await page.evaluate(() => {
      const { attached, mismatches } = (
        window as unknown as { idWatch: { attached: boolean; mismatches: Set<string> } }
      ).idWatch;
      return { attached, mismatches: [...mismatches] };
    });
    // Without Preact attached to the hook nothing is compared, and the test would pass on nothing.
    expect(watch.attached, path).toBe(true);
    found.push(...watch.mismatches.map((mismatch) => `${path} ${mismatch}`));
  }
  expect(found).toEqual([]);
});
