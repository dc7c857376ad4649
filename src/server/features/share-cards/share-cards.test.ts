import { Resvg } from '@resvg/resvg-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eloRatings, matches, players, rateLimits, tournaments } from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { RENDER_WINDOW_SECONDS, RENDERS_PER_WINDOW } from './routes';

let app: TestApp & TestBrowser;
const headRequests: string[] = [];
/** A head the fake skin renderer answers with: a real PNG, 8×8. */
const HEAD_PNG = new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#c96"/></svg>',
)
  .render()
  .asPng();

beforeAll(async () => {
  // One proxy of ours: each test names its own client address, so render allowances stay apart.
  app = await createTestApp(
    { TRUSTED_PROXY_HOPS: '1', SKIN_RENDER_URL: 'http://skins.test' },
    {
      fetch: async (input) => {
        const url = String(input instanceof Request ? input.url : input);
        headRequests.push(url);
        if (url.includes('/avatar/Headless')) throw new TypeError('fetch failed');
        return new Response(new Uint8Array(HEAD_PNG), { headers: { 'Content-Type': 'image/png' } });
      },
    },
  );
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++counter}` });

async function ratedPlayer(prefix: string, rating = 1400) {
  counter += 1;
  const uuid = `5a4e0000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const name = `${prefix}${counter}`.slice(0, 16);
  await app.database.db.insert(players).values({ uuid, username: `discord_${counter}`, mc_username: name });
  await app.database.db.insert(eloRatings).values({ player_uuid: uuid, rating, wins: 5, losses: 2 });
  return { uuid, name };
}

async function createTournament(values: Partial<typeof tournaments.$inferInsert> = {}) {
  counter += 1;
  const [row] = await app.database.db
    .insert(tournaments)
    .values({
      slug: `card-cup-${counter}`,
      name: 'Card Cup',
      format: 'singles',
      status: 'open',
      starts_at: new Date('2026-12-05T18:00:00Z'),
      ...values,
    })
    .returning();
  return row!;
}

/** The PNG's size from its IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function expectCard(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toBe('public, max-age=600');
  expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
  expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  return response.headers.get('etag')!;
}

describe('GET /og/players/:name.png', () => {
  it("draws the player's card as a 1200×630 PNG, by name in any case, with the head from the skin renderer", async () => {
    const player = await ratedPlayer('Card');
    const etag = await expectCard(
      await app.request(`/og/players/${player.name.toLowerCase()}.png`, { headers: from() }),
    );
    expect(headRequests).toContain(`http://skins.test/avatar/${player.name}/240`);
    // The same data is the same version, wherever it is asked from.
    const again = await app.request(`/og/players/${player.name}.png`, { headers: from() });
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('answers 304 to the ETag it gave, and a new image once the rating changes', async () => {
    const player = await ratedPlayer('Etag');
    const etag = await expectCard(await app.request(`/og/players/${player.name}.png`, { headers: from() }));
    const unchanged = await app.request(`/og/players/${player.name}.png`, {
      headers: { ...from(), 'if-none-match': etag },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect((await unchanged.arrayBuffer()).byteLength).toBe(0);

    await app.database.db
      .update(eloRatings)
      .set({ rating: 1432, wins: 6 })
      .where(eq(eloRatings.player_uuid, player.uuid));
    const changed = await app.request(`/og/players/${player.name}.png`, {
      headers: { ...from(), 'if-none-match': etag },
    });
    const next = await expectCard(changed);
    expect(next).not.toBe(etag);
  });

  it('still draws the card when the skin renderer fails (the initial stands in for the head)', async () => {
    counter += 1;
    const name = `Headless${counter}`;
    await app.database.db.insert(players).values({
      uuid: `5a4e0000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
      username: name,
      mc_username: name,
    });
    await expectCard(await app.request(`/og/players/${name}.png`, { headers: from() }));
  });

  it('answers 404 for a name nobody has, a site-only account and any other file type', async () => {
    await app.database.db.insert(players).values({ username: 'SiteOnlyCard', mc_username: 'SiteOnlyCard' });
    const known = await ratedPlayer('Typed');
    for (const path of [
      '/og/players/NoSuchPlayerHere.png',
      '/og/players/SiteOnlyCard.png',
      `/og/players/${known.name}.jpg`,
      `/og/players/${known.name}`,
      `/og/players/${'x'.repeat(80)}.png`,
    ]) {
      const response = await app.request(path, { headers: from() });
      expect(response.status, path).toBe(404);
    }
  });

  it('refuses a new drawing once the address used its allowance (429), but still sends cached cards', async () => {
    const address = { 'x-forwarded-for': '203.0.113.77' };
    const cached = await ratedPlayer('Cached');
    const fresh = await ratedPlayer('Fresh', 1000);
    await expectCard(await app.request(`/og/players/${cached.name}.png`, { headers: from() }));
    await app.database.db
      .insert(rateLimits)
      .values({ key: 'share-card:203.0.113.77', window_start: new Date(), count: RENDERS_PER_WINDOW });

    const refused = await app.request(`/og/players/${fresh.name}.png`, { headers: address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(RENDER_WINDOW_SECONDS);
    await expectCard(await app.request(`/og/players/${cached.name}.png`, { headers: address }));
  });
});

describe('GET /og/tournaments/:slug.png', () => {
  it("draws a published tournament's bracket card, with 304 for its ETag", async () => {
    const cup = await createTournament({ name: 'Card Cup <b>' });
    const etag = await expectCard(await app.request(`/og/tournaments/${cup.slug}.png`, { headers: from() }));
    const unchanged = await app.request(`/og/tournaments/${cup.slug}.png`, {
      headers: { ...from(), 'if-none-match': `W/${etag}` },
    });
    expect(unchanged.status).toBe(304);
  });

  it('answers 404 for an unknown slug, a draft and a malformed slug', async () => {
    const draft = await createTournament({ status: 'draft' });
    for (const path of [
      '/og/tournaments/no-such-cup.png',
      `/og/tournaments/${draft.slug}.png`,
      '/og/tournaments/Bad%20Slug.png',
    ]) {
      const response = await app.request(path, { headers: from() });
      expect(response.status, path).toBe(404);
    }
  });
});

describe('GET /og/matches/:id.png', () => {
  async function playedMatch(values: Partial<typeof matches.$inferInsert> = {}) {
    const leader = await ratedPlayer('Leader');
    const challenger = await ratedPlayer('Challenger');
    const [row] = await app.database.db
      .insert(matches)
      .values({
        started_at: new Date('2026-11-20T18:00:00Z'),
        ended_at: new Date('2026-11-20T18:20:00Z'),
        leader_uuid: leader.uuid,
        challenger_uuid: challenger.uuid,
        winner_uuid: challenger.uuid,
        loser_uuid: leader.uuid,
        leader_delta: -14,
        challenger_delta: 14,
        ...values,
      })
      .returning();
    return row!;
  }

  it("draws a match's card, with 304 for its ETag and a new version once the match ends", async () => {
    const ongoing = await playedMatch({ ended_at: null, winner_uuid: null, loser_uuid: null });
    const path = `/og/matches/${ongoing.id}.png`;
    const etag = await expectCard(await app.request(path, { headers: from() }));
    const unchanged = await app.request(path, { headers: { ...from(), 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);

    await app.database.db
      .update(matches)
      .set({ ended_at: new Date('2026-11-20T18:25:00Z'), winner_uuid: ongoing.leader_uuid })
      .where(eq(matches.id, ongoing.id));
    const ended = await app.request(path, { headers: { ...from(), 'if-none-match': etag } });
    expect(await expectCard(ended)).not.toBe(etag);
  });

  it('answers 404 for an unknown id, a malformed id and another file type', async () => {
    const known = await playedMatch();
    for (const path of [
      '/og/matches/00000000-0000-4000-8000-000000000000.png',
      '/og/matches/not-a-match.png',
      `/og/matches/${known.id}.svg`,
    ]) {
      const response = await app.request(path, { headers: from() });
      expect(response.status, path).toBe(404);
    }
  });
});
