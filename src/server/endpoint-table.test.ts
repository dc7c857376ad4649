/**
 * The browser endpoint table (shared/api/browser-endpoints.ts) against the routes the app really
 * mounts under /api, both ways: a route missing from the table fails, and so does a row no route
 * serves. The few routes that are not the browser's JSON calls are named below, each with why.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserEndpointList } from '../shared/api/browser-endpoints';
import { users } from './db/schema';
import { createSession } from './features/auth';
import { registrationOf } from './lib/endpoint-routes';
import { createTestApp, type TestApp, type TestBrowser } from './test/test-app';

let app: TestApp & TestBrowser;

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: 'https://play.cobbleclash.test' });
});
afterAll(() => app?.close());

/** Mounted under /api but not browser JSON calls: each has its own contract elsewhere. */
const NOT_BROWSER_CALLS: Record<string, string> = {
  'POST /api/payments/webhook': "Stripe's events, signed with the webhook secret (docs/payments.md)",
  'GET /api/live': 'the live-update stream (server-sent events), not JSON',
  'GET /api/game/v1/openapi.json': "the game-server bridge's own document",
};
/** The game-server API has its own table (server/features/bridge/operations.ts) and document. */
const BRIDGE_PREFIX = '/api/game/v1/';
const key = (method: string, path: string) => `${method} ${path}`;

/** The app's handlers under /api (not middleware, which Hono mounts as ALL), by method and path. */
function mountedRoutes() {
  return app.app.routes.filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL');
}

describe('the browser endpoint table', () => {
  it('names every route the app serves to the browser', () => {
    const rows = new Set(browserEndpointList().map(({ endpoint }) => endpoint));
    const untabled = mountedRoutes()
      .filter((route) => {
        const row = registrationOf(route)?.endpoint;
        return !row || !rows.has(row);
      })
      .map((route) => key(route.method, route.path))
      .filter((route) => !(route in NOT_BROWSER_CALLS) && !route.split(' ')[1]!.startsWith(BRIDGE_PREFIX));
    expect(untabled).toEqual([]);
  });

  it('has a mounted route for each row, at the row’s method and path', () => {
    const served = new Set(
      mountedRoutes().flatMap((route) => {
        const registration = registrationOf(route);
        return registration &&
          key(route.method, route.path) ===
            key(registration.endpoint.method, `/api${registration.endpoint.path}`)
          ? [registration.endpoint]
          : [];
      }),
    );
    const unserved = browserEndpointList()
      .filter(({ endpoint }) => !served.has(endpoint))
      .map(({ id, endpoint }) => `${id}: ${key(endpoint.method, endpoint.path)}`);
    expect(unserved).toEqual([]);
  });

  it('registers each row once and declares each method and path once', () => {
    const rows = browserEndpointList().map(({ endpoint }) => key(endpoint.method, endpoint.path));
    expect(rows.filter((row, i) => rows.indexOf(row) !== i)).toEqual([]);
    const registered = mountedRoutes().flatMap((route) => registrationOf(route)?.endpoint ?? []);
    expect(registered.filter((row, i) => registered.indexOf(row) !== i)).toEqual([]);
  });

  it('leaves only the named calls unregistered outside the pending console', () => {
    // Each named exception is really mounted, so the list cannot go stale.
    const mounted = new Set(mountedRoutes().map((route) => key(route.method, route.path)));
    expect(Object.keys(NOT_BROWSER_CALLS).filter((route) => !mounted.has(route))).toEqual([]);
  });
});

describe('the browser API OpenAPI document', () => {
  async function browserWith(role: 'player' | 'staff') {
    const name = `docs_${role}_${Math.random().toString(36).slice(2, 10)}`;
    const [user] = await app.database.db
      .insert(users)
      .values({ discord_id: `test-${name}`, discord_username: name, role })
      .returning({ id: users.id });
    const { token } = await createSession(app.deps, user!.id);
    const browser = app.browser();
    browser.cookies.set('session', token);
    return browser;
  }

  it('is for staff only: 401 for a visitor, 403 for a player', async () => {
    expect((await app.browser().request('/api/staff/openapi.json')).status).toBe(401);
    expect((await (await browserWith('player')).request('/api/staff/openapi.json')).status).toBe(403);
  });

  it('documents every row of the table, with the request schemas its route was registered with', async () => {
    const res = await (await browserWith('staff')).json<{
      paths: Record<string, Record<string, { operationId: string; requestBody?: unknown; 'x-auth': string }>>;
    }>('/api/staff/openapi.json');
    expect(res.status).toBe(200);
    const documented = Object.entries(res.body.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const rows = browserEndpointList()
      .map(({ endpoint }) => key(endpoint.method, endpoint.path.replace(/:(\w+)/g, '{$1}')))
      .sort();
    expect(documented).toEqual(rows);
    const checkout = res.body.paths['/shop/checkout']?.post;
    expect(checkout).toMatchObject({ operationId: 'shop.checkout', 'x-auth': 'user' });
    expect(checkout?.requestBody).toBeDefined();
    const cancel = res.body.paths['/staff/tournaments/{slug}/cancel']?.post;
    expect(cancel).toMatchObject({ operationId: 'tournamentsConsole.cancel', 'x-auth': 'admin' });
    expect(cancel?.requestBody).toBeDefined();
  });

  it("passes Redocly's recommended lint rules with no error", async () => {
    const { body } = await (await browserWith('staff')).json('/api/staff/openapi.json');
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(body),
      absoluteRef: '/openapi.json',
      config,
    });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual(
      [],
    );
  });
});
