import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../shared/auth/me';
import { seedDemoData } from '../../db/seed';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';

let app: TestApp & TestBrowser;

beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO_DATA: 'auto' });
  await seedDemoData(app.deps);
});
afterAll(() => app?.close());

describe('demo sign-in (no Discord credentials)', () => {
  it('sends "Sign in with Discord" to the labelled demo page, keeping the redirect', async () => {
    const res = await app.request('/api/auth/discord?redirect=%2Fshop%3Fcheckout%3Dpending');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/demo-sign-in?redirect=%2Fshop%3Fcheckout%3Dpending');
  });

  it('lists the seeded demo accounts', async () => {
    const res = await app.json<{ accounts: { username: string }[] }>('/api/auth/demo/accounts');
    // Other tests here sign in under typed names, which join the list; the seeded five are in order.
    const seeded = ['AdminRowan', 'AshTrainer', 'BrockSolid', 'MistyTides', 'StaffSerena'];
    const names = res.body.accounts.map((a) => a.username);
    expect(names.filter((name) => seeded.includes(name))).toEqual(seeded);
  });

  it('signs in as a seeded account through the same session path', async () => {
    const browser = app.browser();
    const res = await browser.post<{ redirect: string }>('/api/auth/demo', {
      username: 'StaffSerena',
      redirect: '/shop?checkout=pending',
    });
    expect(res).toEqual({ status: 200, body: { redirect: '/shop?checkout=pending' } });
    const me = await browser.json<MeResponse>('/api/me');
    expect(me.body.user).toMatchObject({ discord_username: 'StaffSerena', role: 'staff' });
    expect(me.body.player).toMatchObject({ username: 'StaffSerena' });
  });

  it('tells a gym leader from other players, so the dashboard asks only for data it can get', async () => {
    for (const [username, leads] of [
      ['MistyTides', true],
      ['BrockSolid', false],
    ] as const) {
      const browser = app.browser();
      await browser.post('/api/auth/demo', { username });
      expect((await browser.json<MeResponse>('/api/me')).body.user?.gym_leader).toBe(leads);
      expect((await browser.json('/api/shop/dashboard')).status).toBe(leads ? 200 : 403);
    }
  });

  it('creates an account for a typed name', async () => {
    const browser = app.browser();
    await browser.post('/api/auth/demo', { username: 'NewTrainer_1' });
    const me = await browser.json<MeResponse>('/api/me');
    expect(me.body.player?.username).toBe('NewTrainer_1');
  });

  it('answers bad names with a 400 naming the field, and an off-site redirect with the root', async () => {
    const bad = await app.browser().post<{ error: { fields: Record<string, string[]> } }>('/api/auth/demo', {
      username: '<script>',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.username).toEqual(['Use letters, digits, dots and underscores only.']);
    const offsite = await app
      .browser()
      .post('/api/auth/demo', { username: 'Someone', redirect: '//evil.example' });
    expect(offsite.body).toEqual({ redirect: '/' });
  });
});
