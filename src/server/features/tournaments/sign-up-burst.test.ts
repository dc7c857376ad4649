/**
 * A burst of sign-ups through HTTP shares its per-request look-ups (session, ban, rate limit) with
 * the requests beside it (decision 015), and each request is still answered as the database has it
 * at that moment: a session revoked just before, a ban, a used-up limit.
 */
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bans, players, rateLimits, sessions } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { createPlayer, createTournament, registrationBody } from './test-kit';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Player = Awaited<ReturnType<typeof createPlayer>>;

const signUp = (player: Player, slug: string) =>
  app.rawRequest(`/api/tournaments/${slug}/registration`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: player.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(registrationBody(player.name)),
  });

describe('a burst of sign-ups', () => {
  it('answers each request as the database has it, with a few shared look-ups for the whole burst', async () => {
    const t = await createTournament(app, { cap: 4 });
    const burst = await Promise.all(Array.from({ length: 24 }, () => createPlayer(app)));
    const [revoked, banned, limited] = burst as [Player, Player, Player, ...Player[]];
    await app.database.db.delete(sessions).where(eq(sessions.user_id, revoked.id));
    const [record] = await app.database.db
      .insert(players)
      .values({ auth_user_id: banned.id, username: banned.name })
      .returning({ id: players.id });
    await app.database.db
      .insert(bans)
      .values({ player_id: record!.id, reason: 'Cheating', banned_by_name: 'Staff' });
    await app.database.db
      .insert(rateLimits)
      .values({ key: `tournament-registration:${limited.id}`, window_start: new Date(), count: 20 });

    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    let texts: string[];
    let statuses: number[];
    try {
      statuses = (await Promise.all(burst.map((p) => signUp(p, t.slug)))).map((r) => r.status);
      texts = built.mock.results.map((r) => (r.value as { sql: string }).sql);
    } finally {
      built.mockRestore();
    }

    expect(statuses.slice(0, 3)).toEqual([401, 403, 429]);
    expect(statuses.slice(3)).toEqual(Array.from({ length: 21 }, () => 201));
    const requests = burst.length;
    const sessionLookUps = texts.filter((text) => /from "sessions" inner join "users"/.test(text));
    const banLookUps = texts.filter((text) => /from "players" inner join "bans"/.test(text));
    const counts = texts.filter((text) => /insert into rate_limits/.test(text));
    // Each ran for the burst as a whole, not per request (how many batches depends on the turns).
    for (const lookUps of [sessionLookUps, banLookUps, counts]) {
      expect(lookUps.length).toBeGreaterThan(0);
      expect(lookUps.length).toBeLessThanOrEqual(requests / 4);
    }
  }, 60_000);
});
