import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketResponse } from '../../../../shared/tournaments/bracket-api';
import type { StaffTournamentsResponse } from '../../../../shared/tournaments/console/api';
import { staffAuditLog, tournamentRegistrations, tournaments, users } from '../../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { createSession } from '../../auth';
import { recordMatchResult } from '../bracket-store';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

async function account(role: 'player' | 'staff') {
  const name = `tour_${role}_${unique()}`;
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const { token } = await createSession(app.deps, user!.id);
  const browser = app.browser();
  browser.cookies.set('session', token);
  return { id: user!.id, browser };
}

/** A live cup with four checked-in players and no bracket yet. */
async function liveCup() {
  const [t] = await app.database.db
    .insert(tournaments)
    .values({
      slug: `staff-cup-${unique()}`,
      name: 'Staff Cup',
      format: 'singles',
      status: 'live',
      starts_at: new Date(Date.now() - 60_000),
    })
    .returning();
  for (const [i, name] of ['Alpha', 'Bravo', 'Charlie', 'Delta'].entries()) {
    const player = await account('player');
    await app.database.db.insert(tournamentRegistrations).values({
      tournament_id: t!.id,
      user_id: player.id,
      minecraft_username: name,
      discord_tag: `@${name}`,
      email: `${name}@example.com`,
      timezone: 'utc',
      checkin_agreement: true,
      rules_agreement: true,
      streaming_consent: true,
      status: 'registered',
      registration_slot: i + 1,
      checked_in_at: new Date(),
    });
  }
  return t!.slug;
}

const auditOf = (prefix: string) =>
  app.database.db
    .select()
    .from(staffAuditLog)
    .where(like(staffAuditLog.target_id, `${prefix}%`))
    .orderBy(staffAuditLog.id);

describe('tournaments in the staff console', () => {
  it('lists tournaments with counts and whether the bracket is drawn', async () => {
    const staff = await account('staff');
    const slug = await liveCup();
    const res = await staff.browser.json<StaffTournamentsResponse>('/api/staff/tournaments');
    expect(res.status).toBe(200);
    const cup = res.body.tournaments.find((t) => t.slug === slug);
    expect(cup).toMatchObject({ status: 'live', registered: 4, checked_in: 4, waitlisted: 0, matches: 0 });
    expect(cup?.bracket_generated_at).toBeNull();
  });

  it('drawing the bracket and recording a result write audit rows with the staff member; the game server leaves none', async () => {
    const staff = await account('staff');
    const slug = await liveCup();
    const drawn = await staff.browser.post<BracketResponse>(`/api/tournaments/${slug}/bracket`);
    expect(drawn.status).toBe(201);
    // Group A's final: seeds 1 and 4 (Alpha, Delta).
    const final = drawn.body.matches.find((m) => m.round_number === 2 && m.match_number === 1)!;
    const result = await staff.browser.post<BracketResponse>(`/api/tournaments/${slug}/matches/2/1/result`, {
      games_won_p1: 2,
      games_won_p2: 1,
      winner_id: final.player1_id,
    });
    expect(result.status).toBe(200);
    // The same result again changes nothing and leaves no second row.
    await staff.browser.post(`/api/tournaments/${slug}/matches/2/1/result`, {
      games_won_p1: 2,
      games_won_p2: 1,
      winner_id: final.player1_id,
    });

    const trail = await auditOf(slug);
    expect(trail.map((r) => [r.action, r.target_type, r.target_id, r.actor_user_id])).toEqual([
      ['tournament.bracket', 'tournament', slug, staff.id],
      ['tournament_match.result', 'tournament_match', `${slug}:2:1`, staff.id],
    ]);
    // The winner by name, as the log shows it.
    const winner = drawn.body.registrations.find((r) => r.id === final.player1_id)!.minecraft_username;
    expect(trail[1]?.before).toMatchObject({ match_status: 'pending', winner: null });
    expect(trail[1]?.after).toMatchObject({ match_status: 'completed', winner });
    expect(JSON.stringify(trail[1]?.after)).not.toContain(final.player1_id!);

    // The game server's report (the bridge's call) corrects the result without an audit row.
    await recordMatchResult(app.database.db, {
      slug,
      round: 2,
      match: 1,
      games_won_p1: 1,
      games_won_p2: 2,
      status: 'completed',
      winner: { registrationId: final.player2_id! },
    });
    expect(await auditOf(slug)).toHaveLength(2);

    const list = await staff.browser.json<StaffTournamentsResponse>('/api/staff/tournaments');
    const cup = list.body.tournaments.find((t) => t.slug === slug);
    expect(cup?.bracket_generated_at).not.toBeNull();
    expect(cup?.completed_matches).toBeGreaterThan(0);
  });

  it('a refused write (a player) leaves no trace', async () => {
    const player = await account('player');
    const slug = await liveCup();
    const refused = await player.browser.post(`/api/tournaments/${slug}/bracket`);
    expect(refused.status).toBe(403);
    expect(await auditOf(slug)).toHaveLength(0);
    const [row] = await app.database.db.select().from(tournaments).where(eq(tournaments.slug, slug));
    expect(row?.bracket_generated_at).toBeNull();
  });
});
