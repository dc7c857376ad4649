/** Seeding the draw by sign-up order or by ladder rating, kept with the bracket (POST /api/tournaments/:slug/bracket). */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketResponse } from '../../../shared/tournaments/bracket-api';
import { eloRatings, players, tournamentRegistrations, users } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestBrowser } from '../../test/test-app';
import { createPlayer, createTournament } from './test-kit';

let app: TestApp & TestBrowser;
let staff: Awaited<ReturnType<typeof createPlayer>>;

beforeAll(async () => {
  app = await createTestApp();
  staff = await createPlayer(app);
  await app.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
});
afterAll(async () => {
  await app?.close();
});

const HOUR = 3_600_000;
let cups = 0;

interface Entrant {
  /** Ladder rating now; null: not on the ladder. */
  rating: number | null;
  checkedIn?: boolean;
}

/** A live cup whose players sign up in the order given (slots 1..n), each with a ladder row of their name or none. */
async function cupOf(entrants: Entrant[]) {
  const t = await createTournament(app, { status: 'live', starts_at: new Date(Date.now() - HOUR) });
  const cup = ++cups;
  const field: { id: string; name: string; uuid: string }[] = [];
  for (const [i, entrant] of entrants.entries()) {
    const name = `Seeder${cup}_${i + 1}`;
    const uuid = randomUUID();
    if (entrant.rating !== null) {
      await app.database.db.insert(players).values({ uuid, username: name, mc_username: name });
      await app.database.db.insert(eloRatings).values({ player_uuid: uuid, rating: entrant.rating });
    }
    const [row] = await app.database.db
      .insert(tournamentRegistrations)
      .values({
        tournament_id: t.id,
        user_id: (await createPlayer(app)).id,
        // The sign-up's own spelling: the ladder is matched in any letter case.
        minecraft_username: name.toLowerCase(),
        discord_tag: `@seeder${i}`,
        email: `seeder${i}@example.com`,
        timezone: 'est',
        checkin_agreement: true,
        rules_agreement: true,
        streaming_consent: true,
        status: 'registered',
        registration_slot: i + 1,
        checked_in_at: entrant.checkedIn === false ? null : new Date(Date.now() - 2 * HOUR),
      })
      .returning({ id: tournamentRegistrations.id });
    field.push({ id: row!.id, name, uuid });
  }
  return { ...t, field };
}

async function draw(slug: string, body?: unknown) {
  const response = await app.rawRequest(`/api/tournaments/${slug}/bracket`, {
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      cookie: staff.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as BracketResponse };
}

const firstMatch = (b: BracketResponse) =>
  b.matches.find((m) => m.round_number === 1 && m.match_number === 1)!;

describe('seeding the draw', () => {
  it('makes the highest-rated checked-in player seed 1 when seeding by rating', async () => {
    const t = await cupOf([
      { rating: null },
      { rating: 1100 },
      { rating: 1300 },
      { rating: 1100 },
      // Rated highest of all but not checked in: not in the draw.
      { rating: 1500, checkedIn: false },
    ]);
    const { status, body } = await draw(t.slug, { seeding: 'rating' });
    expect(status).toBe(201);
    expect(body.tournament.seeding).toBe('rating');
    const [s1, s2, s3, s4] = t.field;
    // 1300, then the two 1100s in sign-up order, then the unrated player.
    expect(body.seeds).toEqual([
      { registration_id: s3!.id, seed: 1, rating: 1300 },
      { registration_id: s2!.id, seed: 2, rating: 1100 },
      { registration_id: s4!.id, seed: 3, rating: 1100 },
      { registration_id: s1!.id, seed: 4, rating: null },
    ]);
    // Seed 1 takes the first seat of the first match.
    expect(firstMatch(body).player1_id).toBe(s3!.id);
  });

  it('keeps the seeds and ratings of the draw when the ladder moves on', async () => {
    const t = await cupOf([{ rating: 1000 }, { rating: 1200 }]);
    expect((await draw(t.slug, { seeding: 'rating' })).status).toBe(201);
    await app.database.db
      .update(eloRatings)
      .set({ rating: 700 })
      .where(eq(eloRatings.player_uuid, t.field[1]!.uuid));
    const later = (await (
      await app.rawRequest(`/api/tournaments/${t.slug}/bracket`)
    ).json()) as BracketResponse;
    expect(later.seeds).toEqual([
      { registration_id: t.field[1]!.id, seed: 1, rating: 1200 },
      { registration_id: t.field[0]!.id, seed: 2, rating: 1000 },
    ]);
  });

  it('seeds by sign-up order without a choice, and still keeps the ratings at the draw', async () => {
    const t = await cupOf([{ rating: 1000 }, { rating: 1400 }, { rating: null }]);
    const { status, body } = await draw(t.slug);
    expect(status).toBe(201);
    expect(body.tournament.seeding).toBe('signup');
    expect(body.seeds.map((s) => [s.registration_id, s.seed, s.rating])).toEqual([
      [t.field[0]!.id, 1, 1000],
      [t.field[1]!.id, 2, 1400],
      [t.field[2]!.id, 3, null],
    ]);
    expect(firstMatch(body).player1_id).toBe(t.field[0]!.id);
  });

  it('refuses an unknown seeding with a reason, and draws nothing', async () => {
    const t = await cupOf([{ rating: 1000 }, { rating: 1100 }]);
    const refused = await draw(t.slug, { seeding: 'random' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('seeding');
    const read = (await (
      await app.rawRequest(`/api/tournaments/${t.slug}/bracket`)
    ).json()) as BracketResponse;
    expect(read.matches).toEqual([]);
    expect(read.seeds).toEqual([]);
    expect(read.tournament.seeding).toBeNull();
  });
});
