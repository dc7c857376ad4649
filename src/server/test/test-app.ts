/**
 * Builds the real app on a test database, plus a tiny browser: it keeps cookies, sends our Origin
 * on writes (as a browser on our pages would), and does not follow redirects.
 */

import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import type { Deps } from '../context';
import type { Database } from '../db/client';
import { parseEnv, type RawEnv } from '../env';
import { createLogger } from '../lib/logger';
import { createSharedTestDatabase, createTestDatabase } from './database';

export const TEST_ORIGIN = 'http://site.test';

export interface TestApp {
  deps: Deps;
  /** The Hono app itself, for tests that serve it over a real socket. */
  app: ReturnType<typeof createApp>;
  database: Database;
  /** A request with exactly the given headers: no cookies, no Origin. */
  rawRequest(path: string, init?: RequestInit): Promise<Response>;
  /** A separate browser (own cookie jar) on the same app. */
  browser(): TestBrowser;
  close(): Promise<void>;
}

export interface TestBrowser {
  cookies: Map<string, string>;
  request(path: string, init?: RequestInit): Promise<Response>;
  json<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T }>;
  post<T = unknown>(path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

export async function createTestApp(
  envOverrides: Partial<Record<keyof RawEnv, string>> = {},
  options: { fetch?: typeof fetch; database?: Database } = {},
): Promise<TestApp & TestBrowser> {
  const env = parseEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    STATIC_DIR: './.tmp/no-client-build',
    ...envOverrides,
  });
  const database = options.database ?? (await createTestDatabase());
  const deps: Deps = {
    env,
    database,
    logger: createLogger('silent'),
    fetch: options.fetch ?? globalThis.fetch,
    now: () => new Date(),
  };
  const app = createApp(deps);
  const rawRequest = (path: string, init?: RequestInit) => app.request(`${TEST_ORIGIN}${path}`, init);

  const browser = (): TestBrowser => {
    const cookies = new Map<string, string>();
    const request = async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      const method = (init.method ?? 'GET').toUpperCase();
      if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', TEST_ORIGIN);
      if (cookies.size > 0 && !headers.has('cookie')) {
        headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      }
      const response = await rawRequest(path, { ...init, headers, redirect: 'manual' });
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const expired = attributes.some(
          (a) => /max-age=0/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a),
        );
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    };
    const json = async <T>(path: string, init?: RequestInit) => {
      const response = await request(path, init);
      return { status: response.status, body: (await response.json()) as T };
    };
    return {
      cookies,
      request,
      json,
      post: <T>(path: string, body: unknown = {}) =>
        json<T>(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
    };
  };

  const main = browser();
  return {
    deps,
    app,
    database,
    ...main,
    rawRequest: async (path, init) => rawRequest(path, init),
    browser,
    close: () => database.close(),
  };
}

/**
 * Two instances of the app on one fresh database, as behind a load balancer, for the tests of a
 * file: made before them (handed to `use`), the database closed after them.
 */
export function twoInstancesForFile(use: (one: TestApp & TestBrowser, two: TestApp & TestBrowser) => void) {
  let databases: Awaited<ReturnType<typeof createSharedTestDatabase>> | undefined;
  beforeAll(async () => {
    databases = await createSharedTestDatabase();
    use(
      await createTestApp({}, { database: databases.first }),
      await createTestApp({}, { database: databases.second }),
    );
  });
  afterAll(async () => {
    await databases?.close();
  });
}
