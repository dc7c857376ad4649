import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { type FakeDiscord, startFakeDiscord } from '../../test/fake-discord';
import { miniatureSiteBuild } from '../../test/site-build';
import { createTestApp } from '../../test/test-app';

let discord: FakeDiscord;
let database: Database;

beforeAll(async () => {
  discord = await startFakeDiscord();
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
  await discord?.close();
});

const appFor = (env: Record<string, string>) =>
  createTestApp({ DISCORD_API_URL: discord.apiUrl, ...env }, { database });

describe('GET /api/discord/online', () => {
  it('reads the count and invite from the guild widget', async () => {
    discord.widget = {
      status: 200,
      presence_count: 42,
      instant_invite: 'https://discord.gg/fake-invite',
      delayMs: 0,
    };
    const app = await appFor({ DISCORD_GUILD_ID: '111' });
    const res = await app.json('/api/discord/online');
    expect(res).toEqual({ status: 200, body: { online: 42, invite: 'https://discord.gg/fake-invite' } });
  });

  it('answers from its cache within the cache period', async () => {
    discord.widget = { status: 200, presence_count: 7, instant_invite: null, delayMs: 0 };
    const app = await appFor({ DISCORD_GUILD_ID: '222', DISCORD_WIDGET_CACHE_SECONDS: '60' });
    const before = discord.widgetCalls;
    await Promise.all([app.json('/api/discord/online'), app.json('/api/discord/online')]);
    discord.widget.presence_count = 8;
    const again = await app.json('/api/discord/online');
    expect(again.body).toEqual({ online: 7, invite: null });
    expect(discord.widgetCalls - before).toBe(1);
  });

  it("is read once per cache period for the API and the status page's first paint together", async () => {
    discord.widget = { status: 200, presence_count: 9, instant_invite: null, delayMs: 0 };
    const build = miniatureSiteBuild();
    try {
      const app = await appFor({ DISCORD_GUILD_ID: '555', STATIC_DIR: build.dir });
      const before = discord.widgetCalls;
      expect((await app.json('/api/discord/online')).body).toEqual({ online: 9, invite: null });
      const stats = await app.json<{ discord_online: number }>('/api/community/stats');
      expect(stats.body.discord_online).toBe(9);
      expect(await (await app.request('/status-page')).text()).toContain('9 members online.');
      expect(discord.widgetCalls - before).toBe(1);
    } finally {
      build.remove();
    }
  });

  it('answers nulls when the widget fails', async () => {
    discord.widget = { status: 403, presence_count: 0, instant_invite: null, delayMs: 0 };
    const app = await appFor({ DISCORD_GUILD_ID: '333' });
    expect((await app.json('/api/discord/online')).body).toEqual({ online: null, invite: null });
  });

  it('answers nulls when the widget is too slow', async () => {
    discord.widget = { status: 200, presence_count: 5, instant_invite: null, delayMs: 4_000 };
    const app = await appFor({ DISCORD_GUILD_ID: '444' });
    expect((await app.json('/api/discord/online')).body).toEqual({ online: null, invite: null });
    discord.widget.delayMs = 0;
  });

  it('answers nulls without calling Discord when no guild is configured', async () => {
    const app = await appFor({});
    const before = discord.widgetCalls;
    expect((await app.json('/api/discord/online')).body).toEqual({ online: null, invite: null });
    expect(discord.widgetCalls).toBe(before);
  });
});
