import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../shared/auth/me';
import { players, sessions, users } from '../../db/schema';
import { type FakeDiscord, startFakeDiscord } from '../../test/fake-discord';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { hashToken } from './sessions';

let discord: FakeDiscord;
let app: TestApp & TestBrowser;

beforeAll(async () => {
  discord = await startFakeDiscord();
  app = await createTestApp({
    DISCORD_CLIENT_ID: discord.clientId,
    DISCORD_CLIENT_SECRET: discord.clientSecret,
    DISCORD_AUTHORIZE_URL: discord.authorizeUrl,
    DISCORD_API_URL: discord.apiUrl,
  });
});
afterAll(async () => {
  await app?.close();
  await discord?.close();
});

/** Follows the flow as a browser would: our redirect → Discord's authorize → our callback. */
async function signInThroughDiscord(browser: TestBrowser, redirect = '/') {
  const start = await browser.request(`/api/auth/discord?redirect=${encodeURIComponent(redirect)}`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin + authorize.pathname).toBe(discord.authorizeUrl);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('scope')).toBe('identify email');
  // A kept-alive socket the fake closed at that instant resets the request; a browser would retry.
  const granted = await fetch(authorize, { redirect: 'manual' }).catch(() =>
    fetch(authorize, { redirect: 'manual' }),
  );
  const callback = new URL(granted.headers.get('location')!);
  return browser.request(`${callback.pathname}${callback.search}`);
}

describe('Discord sign-in', () => {
  it('creates the account, its player row and a session, then returns to the asked page', async () => {
    const browser = app.browser();
    const done = await signInThroughDiscord(browser, '/shop?checkout=pending');
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/shop?checkout=pending');
    const cookie = done.headers.getSetCookie().find((c) => c.startsWith('session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const me = await browser.json<MeResponse>('/api/me');
    expect(me.body.user).toMatchObject({ discord_username: 'nelly', full_name: 'Nelly', role: 'player' });
    expect(me.body.player).toMatchObject({
      username: 'nelly',
      discord_id: discord.user.id,
      mc_username: null,
    });

    // Only the hash of the cookie token is stored.
    const token = browser.cookies.get('session')!;
    const stored = await app.database.db.select().from(sessions);
    expect(stored.some((s) => s.id === token)).toBe(false);
    expect(stored.some((s) => s.id === hashToken(token))).toBe(true);
  });

  it('signs the same Discord account into the same site account next time', async () => {
    await signInThroughDiscord(app.browser());
    const rows = await app.database.db.select().from(users).where(eq(users.discord_id, discord.user.id));
    expect(rows).toHaveLength(1);
    const playerRows = await app.database.db
      .select()
      .from(players)
      .where(eq(players.auth_user_id, rows[0]!.id));
    expect(playerRows).toHaveLength(1);
  });

  it('never redirects off the site after sign-in', async () => {
    const done = await signInThroughDiscord(app.browser(), 'https://evil.example/');
    expect(done.headers.get('location')).toBe('/');
  });

  it('rejects a callback whose state does not match', async () => {
    const browser = app.browser();
    const start = await browser.request('/api/auth/discord?redirect=/events');
    const granted = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(granted.headers.get('location')!);
    callback.searchParams.set('state', 'forged-state');
    const done = await browser.request(`${callback.pathname}${callback.search}`);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/events?auth_error=discord');
    expect(browser.cookies.has('session')).toBe(false);
  });

  it('rejects a callback without a code', async () => {
    const browser = app.browser();
    const start = await browser.request('/api/auth/discord');
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const done = await browser.request(`/api/auth/discord/callback?state=${state}&error=access_denied`);
    expect(done.headers.get('location')).toBe('/?auth_error=discord');
    expect(browser.cookies.has('session')).toBe(false);
  });

  it('rejects a callback that did not start here (no flow cookie)', async () => {
    const done = await app.browser().request('/api/auth/discord/callback?code=abc&state=xyz');
    expect(done.headers.get('location')).toBe('/?auth_error=discord');
  });

  it('keeps the checkout marker when sign-in fails, so the shop shows its own message', async () => {
    const browser = app.browser();
    await browser.request('/api/auth/discord?redirect=%2Fshop%3Fcheckout%3Dpending');
    const done = await browser.request('/api/auth/discord/callback?state=nope&code=x');
    expect(done.headers.get('location')).toBe('/shop?checkout=pending&auth_error=discord');
  });

  it('refuses the demo sign-in when Discord is configured', async () => {
    const res = await app.browser().post('/api/auth/demo', { username: 'Mallory' });
    expect(res.status).toBe(404);
    const start = await app.browser().request('/api/auth/discord');
    expect(start.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1/);
  });
});

describe('sessions', () => {
  it('answers /api/me for visitors with nulls', async () => {
    const me = await app.browser().json<MeResponse>('/api/me');
    expect(me).toEqual({ status: 200, body: { user: null, player: null } });
  });

  it('ignores a forged session cookie', async () => {
    const me = await app.browser().json<MeResponse>('/api/me', {
      headers: { cookie: 'session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(me.body.user).toBeNull();
  });

  it('ignores an expired session', async () => {
    const browser = app.browser();
    await signInThroughDiscord(browser);
    const id = hashToken(browser.cookies.get('session')!);
    await app.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expect((await browser.json<MeResponse>('/api/me')).body.user).toBeNull();
  });

  it('slides the expiry forward when the session is used', async () => {
    const browser = app.browser();
    await signInThroughDiscord(browser);
    const id = hashToken(browser.cookies.get('session')!);
    const soon = new Date(Date.now() + 2 * 86_400_000);
    const fresh = await browser.request('/api/me');
    expect(fresh.headers.getSetCookie()).toEqual([]);
    await app.database.db.update(sessions).set({ expires_at: soon }).where(eq(sessions.id, id));
    const renewed = await browser.request('/api/me');
    expect(((await renewed.json()) as MeResponse).user).not.toBeNull();
    expect(renewed.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(true);
    const [row] = await app.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('signs out: deletes the session and clears the cookie', async () => {
    const browser = app.browser();
    await signInThroughDiscord(browser);
    const token = browser.cookies.get('session')!;
    const out = await browser.post<{ ok: boolean }>('/api/auth/sign-out');
    expect(out).toEqual({ status: 200, body: { ok: true } });
    expect(browser.cookies.has('session')).toBe(false);
    const left = await app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    expect(left).toHaveLength(0);
    // The old token no longer works even if a copy was kept.
    const me = await app.browser().json<MeResponse>('/api/me', { headers: { cookie: `session=${token}` } });
    expect(me.body.user).toBeNull();
  });
});

describe('CSRF protection', () => {
  it('refuses a state-changing request from another origin', async () => {
    const browser = app.browser();
    await signInThroughDiscord(browser);
    const res = await browser.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await browser.json<MeResponse>('/api/me')).body.user).not.toBeNull();
  });

  it('refuses a write with neither Origin nor a same-origin fetch marker', async () => {
    const res = await app.rawRequest('/api/auth/sign-out', { method: 'POST' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'forbidden', message: 'This request did not come from this site.' },
    });
  });

  it('outside production, accepts a write from the address the site was opened at (127.0.0.1, LAN)', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://192.168.1.20:3000']) {
      const res = await app.app.request(`${origin}/api/auth/sign-out`, {
        method: 'POST',
        headers: { origin },
      });
      expect(res.status).toBe(200);
    }
    const crossSite = await app.app.request('http://127.0.0.1:3000/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'http://192.168.1.20:3000' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('accepts a same-origin fetch without Origin', async () => {
    const res = await app.rawRequest('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(200);
  });
});

describe('session lifetime', () => {
  const DAY = 86_400_000;
  const tokenOf = (browser: TestBrowser) => browser.cookies.get('session') as string;
  const meWith = (token: string) =>
    app.browser().json<MeResponse>('/api/me', { headers: { cookie: `session=${token}` } });

  it('revokes the previous token when the same browser signs in again', async () => {
    const browser = app.browser();
    await signInThroughDiscord(browser);
    const first = tokenOf(browser);
    await signInThroughDiscord(browser);
    const second = tokenOf(browser);
    expect(second).not.toBe(first);
    expect((await meWith(first)).body.user).toBeNull();
    expect((await meWith(second)).body.user).not.toBeNull();
  });

  it('ends a session SESSION_MAX_DAYS after sign-in however recently it was used', async () => {
    const browser = app.browser();
    await signInThroughDiscord(browser);
    const token = tokenOf(browser);
    const id = hashToken(token);
    // Used yesterday, so its sliding expiry is weeks away, but signed in 91 days ago.
    await app.database.db
      .update(sessions)
      .set({ created_at: new Date(Date.now() - 91 * DAY), expires_at: new Date(Date.now() + 29 * DAY) })
      .where(eq(sessions.id, id));
    expect((await meWith(token)).body.user).toBeNull();
  });

  it('slides the expiry forward, but not past the absolute lifetime', async () => {
    const browser = app.browser();
    await signInThroughDiscord(browser);
    const id = hashToken(tokenOf(browser));
    const createdAt = new Date(Date.now() - 80 * DAY);
    await app.database.db
      .update(sessions)
      .set({ created_at: createdAt, expires_at: new Date(Date.now() + 2 * DAY) })
      .where(eq(sessions.id, id));
    expect((await browser.json<MeResponse>('/api/me')).body.user).not.toBeNull();
    const [row] = await app.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row?.expires_at.getTime()).toBe(createdAt.getTime() + 90 * DAY);
  });
});

describe('sign-in flow cookie in production', () => {
  it('is a __Host- cookie: Secure, Path=/', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://site.test',
      DISCORD_CLIENT_ID: discord.clientId,
      DISCORD_CLIENT_SECRET: discord.clientSecret,
      DISCORD_AUTHORIZE_URL: discord.authorizeUrl,
      DISCORD_API_URL: discord.apiUrl,
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
    });
    try {
      const start = await production.browser().request('/api/auth/discord?redirect=%2Fshop');
      expect(start.status).toBe(302);
      const cookie = start.headers.getSetCookie().find((c) => c.startsWith('__Host-discord_oauth='));
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).not.toMatch(/Domain=/i);
    } finally {
      await production.close();
    }
  });
});
