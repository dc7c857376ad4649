import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright's test, which also closes every browser context a test opened for itself (a second
 * player, a visitor): the worker's browser outlives the test, and an open context keeps its page's
 * live stream, which the server counts against the suite's one address.
 */
export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});

import { E2E_GAME_TOKEN } from './constants';

/** Zero axe violations (WCAG 2.x A/AA and best practices) on the page as it stands, once the app runs it. */
export async function expectNoAxeViolations(page: Page) {
  // The server's first paint is inert (hidden from assistive technology) until the app replaces it.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Signs in as a demo account through the demo sign-in API (what the demo sign-in page sends), then
 * opens `from` signed in. The page's own flow is walked by the tests about signing in (shell, forms,
 * shop, purchases); everyone else skips its extra page loads.
 */
export async function signInAsDemo(page: Page, username: string, from = '/') {
  const target = new URL(from, test.info().project.use.baseURL);
  const answer = await page.request.post(new URL('/api/auth/demo', target).href, {
    headers: { origin: target.origin },
    data: { username },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.goto(target.href);
  await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();
}

/** Fails the test on any console error the page did not expect. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Calls in as the suite's game server, so the status page counts the bridge as live whatever ran before. */
export async function reportGameServerIn(request: APIRequestContext) {
  const response = await request.get('/api/game/v1/heartbeat', {
    headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
  });
  expect(response.status()).toBe(200);
}

/**
 * Answers requests to `url` with the server's own JSON answer, changed by `change`. The page may
 * give up on a request while it waits (a refetch restarted by a newer one): its answer is then
 * disposed, wanted by nobody, and the request is left as it is rather than failing the test.
 */
export async function rewriteJson<T>(page: Page, url: string, change: (body: T) => T) {
  const givenUp = (error: unknown) => error instanceof Error && /disposed|closed/i.test(error.message);
  await page.route(url, async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as T;
      await route.fulfill({ response, json: change(body) });
    } catch (error) {
      if (!givenUp(error)) throw error;
    }
  });
}
