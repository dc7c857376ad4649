import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportShowdownTeam } from '../../../../shared/doubles/showdown-text';
import {
  type StaffRegistrationsResponse,
  staffRegistrationsResponse,
  staffTournamentsResponse,
} from '../../../../shared/tournaments/console/api';
import { doublesRegistrations, staffAuditLog, tournaments, users } from '../../../db/schema';
import { expectContract } from '../../../test/contract';
import { createTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { createSession } from '../../auth';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const MINUTE = 60_000;
const JSON_HEADERS = { 'content-type': 'application/json' };

async function signedIn(role: 'player' | 'staff') {
  const name = `reg_${role}_${unique()}`;
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const { token } = await createSession(app.deps, user!.id);
  const browser = app.browser();
  browser.cookies.set('session', token);
  return { id: user!.id, name, browser };
}

async function createTournament(values: Partial<typeof tournaments.$inferInsert> = {}) {
  const [row] = await app.database.db
    .insert(tournaments)
    .values({
      slug: `reg-cup-${unique()}`,
      name: 'Registration Cup',
      format: 'singles',
      status: 'open',
      cap: 16,
      starts_at: new Date(Date.now() + 7 * 86_400_000),
      ...values,
    })
    .returning();
  return row!;
}

/** Signs `count` fresh players up through the public API, in order (the engine gives slots and the waitlist). */
async function signUp(slug: string, count: number) {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const player = await signedIn('player');
    const res = await player.browser.post(`/api/tournaments/${slug}/registration`, {
      minecraft_username: `Mc_${unique()}`.slice(0, 16),
      discord_tag: `@${player.name}`,
      email: `${player.name}@example.com`,
      timezone: 'est',
      pokemon_1: 'Garchomp',
      pokemon_2: 'Rotom-Wash',
      pokemon_3: 'Ferrothorn',
      pokemon_4: 'Volcarona',
      pokemon_5: 'Toxapex',
      pokemon_6: 'Latios',
      checkin_agreement: true,
      rules_agreement: true,
      streaming_consent: true,
    });
    expect(res.status).toBe(201);
    names.push(player.name);
  }
  return names;
}

const auditOf = (slug: string) =>
  app.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.target_id, slug))
    .orderBy(staffAuditLog.id);

async function registrations(browser: TestBrowser, slug: string) {
  const res = await browser.json<StaffRegistrationsResponse>(`/api/staff/tournaments/${slug}/registrations`);
  expect(res.status).toBe(200);
  // The answer is exactly the shared contract (no field missing, renamed or added).
  return expectContract(staffRegistrationsResponse, res.body).registrations;
}

const idOf = (list: StaffRegistrationsResponse['registrations'], player: string) => {
  const row = list.find((r) => r.player === player);
  if (!row) throw new Error(`no registration of ${player}`);
  return row.id;
};

describe('tournament registrations in the staff console', () => {
  it('lists every sign-up: registered by slot, then the waitlist with places; players are refused', async () => {
    const staff = await signedIn('staff');
    const cup = await createTournament({ cap: 2 });
    const [first, second, third, fourth] = await signUp(cup.slug, 4);
    const list = await registrations(staff.browser, cup.slug);
    expect(list.map((r) => [r.player, r.status, r.registration_slot, r.waitlist_position])).toEqual([
      [first, 'registered', 1, null],
      [second, 'registered', 2, null],
      [third, 'waitlisted', null, 1],
      [fourth, 'waitlisted', null, 2],
    ]);
    // A week before the start, check-in has not opened.
    expect(list.every((r) => !r.checked_in && !r.can_check_in)).toBe(true);

    const player = await signedIn('player');
    expect((await player.browser.json(`/api/staff/tournaments/${cup.slug}/registrations`)).status).toBe(403);
    expect((await app.browser().json(`/api/staff/tournaments/${cup.slug}/registrations`)).status).toBe(401);
    expect((await staff.browser.json('/api/staff/tournaments/no-such-cup/registrations')).status).toBe(404);
    expect((await staff.browser.json('/api/staff/tournaments/Not%20A%20Slug/registrations')).status).toBe(
      404,
    );
  });

  it('checks a player in inside the window, audited once; outside the window it is refused and writes nothing', async () => {
    const staff = await signedIn('staff');
    const soon = await createTournament({ cap: 2, starts_at: new Date(Date.now() + 10 * MINUTE) });
    const [first, , waiting] = await signUp(soon.slug, 3);
    let list = await registrations(staff.browser, soon.slug);
    expect(list.every((r) => r.can_check_in)).toBe(true);

    const url = `/api/staff/tournaments/${soon.slug}/registrations/${idOf(list, first!)}/check-in`;
    const done = await staff.browser.post<StaffRegistrationsResponse>(url);
    expect(done.status).toBe(200);
    const mine = done.body.registrations.find((r) => r.player === first);
    expect(mine).toMatchObject({ status: 'registered', checked_in: true, can_check_in: false });
    // A waitlisted player checks in too (to take a slot freed at the start).
    const queued = await staff.browser.post(
      `/api/staff/tournaments/${soon.slug}/registrations/${idOf(list, waiting!)}/check-in`,
    );
    expect(queued.status).toBe(200);
    // Again: nothing changes, no second trace.
    expect((await staff.browser.post(url)).status).toBe(200);

    const trail = await auditOf(soon.slug);
    expect(trail.map((r) => [r.action, r.target_type, r.actor_user_id])).toEqual([
      ['tournament_registration.check_in', 'tournament', staff.id],
      ['tournament_registration.check_in', 'tournament', staff.id],
    ]);
    expect(trail[0]?.before).toMatchObject({ status: 'registered', checked_in: false });
    expect(trail[0]?.after).toMatchObject({ status: 'registered', checked_in: true });
    // The player by name on both sides, and no registration id.
    expect(trail[0]?.before?.player).toBe(trail[0]?.after?.player);
    expect(typeof trail[0]?.after?.player).toBe('string');
    expect(JSON.stringify(trail[0])).not.toContain(idOf(list, first!));
    expect(trail[1]?.after).toMatchObject({ status: 'waitlisted', checked_in: true });

    // A week away: the engine's own refusal, and nothing written.
    const later = await createTournament({ cap: 4 });
    const [early] = await signUp(later.slug, 1);
    list = await registrations(staff.browser, later.slug);
    const refused = await staff.browser.post<{ error: { message: string } }>(
      `/api/staff/tournaments/${later.slug}/registrations/${idOf(list, early!)}/check-in`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Check-in has not opened yet.');
    expect(await auditOf(later.slug)).toHaveLength(0);
    expect((await registrations(staff.browser, later.slug))[0]?.checked_in).toBe(false);
  });

  it('withdrawing a registered player promotes the first in line, seeded after earlier sign-ups; both changes are audited', async () => {
    const staff = await signedIn('staff');
    const cup = await createTournament({ cap: 2 });
    const [first, second, third, fourth] = await signUp(cup.slug, 4);
    const before = await registrations(staff.browser, cup.slug);
    const res = await staff.browser.post<StaffRegistrationsResponse>(
      `/api/staff/tournaments/${cup.slug}/registrations/${idOf(before, first!)}/withdraw`,
    );
    expect(res.status).toBe(200);
    expect(
      res.body.registrations.map((r) => [r.player, r.status, r.registration_slot, r.waitlist_position]),
    ).toEqual([
      [second, 'registered', 1, null],
      [third, 'registered', 2, null],
      [fourth, 'waitlisted', null, 1],
      [first, 'withdrawn', null, null],
    ]);
    const trail = await auditOf(cup.slug);
    expect(trail.map((r) => r.action)).toEqual([
      'tournament_registration.withdraw',
      'tournament_registration.promote',
    ]);
    expect(trail[0]?.before).toMatchObject({ status: 'registered', registration_slot: 1 });
    expect(trail[0]?.after).toMatchObject({ status: 'withdrawn', registration_slot: null });
    expect(trail[1]?.before).toMatchObject({ status: 'waitlisted', registration_slot: null });
    expect(trail[1]?.after).toMatchObject({ status: 'registered', registration_slot: 2 });

    // A withdrawn player cannot be withdrawn again; a waitlisted one leaves without a promotion.
    const again = await staff.browser.post(
      `/api/staff/tournaments/${cup.slug}/registrations/${idOf(before, first!)}/withdraw`,
    );
    expect(again.status).toBe(409);
    const queued = await staff.browser.post(
      `/api/staff/tournaments/${cup.slug}/registrations/${idOf(before, fourth!)}/withdraw`,
    );
    expect(queued.status).toBe(200);
    expect((await auditOf(cup.slug)).map((r) => r.action)).toEqual([
      'tournament_registration.withdraw',
      'tournament_registration.promote',
      'tournament_registration.withdraw',
    ]);
  });

  it('refuses withdrawals after the start, unknown ids and another cup’s registration, writing nothing', async () => {
    const staff = await signedIn('staff');
    const cup = await createTournament({ cap: 4, starts_at: new Date(Date.now() + 10 * MINUTE) });
    const other = await createTournament({ cap: 4 });
    const [player] = await signUp(cup.slug, 1);
    const [otherPlayer] = await signUp(other.slug, 1);
    const id = idOf(await registrations(staff.browser, cup.slug), player!);
    const otherId = idOf(await registrations(staff.browser, other.slug), otherPlayer!);

    const base = `/api/staff/tournaments/${cup.slug}/registrations`;
    expect((await staff.browser.post(`${base}/not-a-uuid/check-in`)).status).toBe(404);
    expect((await staff.browser.post(`${base}/not-a-uuid/withdraw`)).status).toBe(404);
    expect((await staff.browser.post(`${base}/00000000-0000-4000-8000-000000000000/withdraw`)).status).toBe(
      404,
    );
    expect((await staff.browser.post(`${base}/${otherId}/withdraw`)).status).toBe(404);
    expect(
      (await staff.browser.post(`/api/staff/tournaments/no-such-cup/registrations/${id}/withdraw`)).status,
    ).toBe(404);
    const outsider = await signedIn('player');
    for (const action of ['check-in', 'withdraw']) {
      expect((await outsider.browser.post(`${base}/${id}/${action}`)).status).toBe(403);
      expect((await app.browser().post(`${base}/${id}/${action}`)).status).toBe(401);
    }

    // The start passes (the player checked in, so the start keeps them): withdrawals are closed.
    expect((await staff.browser.post(`${base}/${id}/check-in`)).status).toBe(200);
    await app.database.db
      .update(tournaments)
      .set({ starts_at: new Date(Date.now() - MINUTE) })
      .where(eq(tournaments.slug, cup.slug));
    const late = await staff.browser.post<{ error: { message: string } }>(`${base}/${id}/withdraw`);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/has started/);

    const after = await registrations(staff.browser, cup.slug);
    expect(after).toMatchObject([{ status: 'registered', checked_in: true }]);
    expect((await auditOf(cup.slug)).map((r) => r.action)).toEqual(['tournament_registration.check_in']);
    expect(await auditOf(other.slug)).toHaveLength(0);
  });
});

describe('doubles teams in the staff console', () => {
  const TEAM = [
    {
      species: 'Incineroar',
      item: 'Sitrus Berry',
      moves: ['Fake Out', 'Flare Blitz', 'Parting Shot', 'Knock Off'],
    },
    {
      species: 'Rillaboom',
      item: 'Assault Vest',
      moves: ['Grassy Glide', 'Wood Hammer', 'Fake Out', 'U-turn'],
    },
    { species: 'Amoonguss', item: 'Rocky Helmet', moves: ['Spore', 'Rage Powder', 'Pollen Puff', 'Protect'] },
    {
      species: 'Urshifu-Rapid-Strike',
      item: 'Focus Sash',
      moves: ['Surging Strikes', 'Close Combat', 'Aqua Jet', 'Protect'],
    },
    { species: 'Tornadus', item: 'Covert Cloak', moves: ['Tailwind', 'Bleakwind Storm', 'Taunt', 'Protect'] },
    {
      species: 'Flutter Mane',
      item: 'Booster Energy',
      moves: ['Moonblast', 'Shadow Ball', 'Icy Wind', 'Protect'],
    },
  ];

  /** A team registered by a fresh player, as the sign-up page would store it; answers its id. */
  async function registeredTeam(tournamentId: string, name: string, tera = { slot: 6, type: 'Fairy' }) {
    const player = await signedIn('player');
    const [row] = await app.database.db
      .insert(doublesRegistrations)
      .values({
        tournament_id: tournamentId,
        user_id: player.id,
        minecraft_username: name,
        discord_tag: `@${player.name}`,
        email: `${player.name}@example.com`,
        timezone: 'est',
        team: TEAM,
        tera_pokemon_slot: tera.slot,
        tera_type: tera.type,
        rules_agreement: true,
        checkin_agreement: true,
        privacy_agreement: true,
      })
      .returning();
    return row!.id;
  }

  it("counts the registered teams and shows each team's Pokémon, items, moves and Tera choice", async () => {
    const cup = await createTournament({ format: 'doubles', slug: `reg-doubles-${unique()}`, cap: 8 });
    await registeredTeam(cup.id, 'Doubles_Ace');
    const staff = await signedIn('staff');

    const list = await staff.browser.json('/api/staff/tournaments');
    expect(list.status).toBe(200);
    const listed = expectContract(staffTournamentsResponse, list.body).tournaments.find(
      (t) => t.slug === cup.slug,
    );
    expect(listed).toMatchObject({ format: 'doubles', registered: 1, cap: 8, waitlisted: 0 });

    const [team] = await registrations(staff.browser, cup.slug);
    expect(team).toMatchObject({ minecraft_username: 'Doubles_Ace', status: 'registered' });
    expect(team!.team).toEqual({ members: TEAM, tera_pokemon_slot: 6, tera_type: 'Fairy' });
    // The paste staff copy is the sign-up page's own export: the Tera type rides on slot 6.
    const paste = exportShowdownTeam(team!.team!.members, 6, 'Fairy');
    expect(paste).toContain('Flutter Mane @ Booster Energy');
    expect(paste.split('Tera Type:')).toHaveLength(2);
    expect(paste).toMatch(/Flutter Mane[\s\S]*Tera Type: Fairy/);

    // A singles sign-up carries no team.
    const singles = await createTournament();
    const [name] = await signUp(singles.slug, 1);
    const [entry] = await registrations(staff.browser, singles.slug);
    expect(entry).toMatchObject({ player: name, team: null });
  });

  it('staff withdraw a team before the start, audited with its name; later, or from another tournament, nothing changes', async () => {
    const cup = await createTournament({ format: 'doubles', slug: `reg-doubles-${unique()}`, cap: 8 });
    const other = await createTournament({ format: 'doubles', slug: `reg-doubles-${unique()}`, cap: 8 });
    const teamIn = (tournamentId: string, name: string) =>
      registeredTeam(tournamentId, name, { slot: 1, type: 'Grass' });
    const kept = await teamIn(cup.id, 'Kept_Team');
    const gone = await teamIn(cup.id, 'Gone_Team');
    const elsewhere = await teamIn(other.id, 'Other_Team');
    const staff = await signedIn('staff');
    const base = `/api/staff/tournaments/${cup.slug}/registrations`;

    expect((await (await signedIn('player')).browser.post(`${base}/${gone}/withdraw`)).status).toBe(403);
    expect((await staff.browser.post(`${base}/${elsewhere}/withdraw`)).status).toBe(404);
    expect((await staff.browser.post(`${base}/not-a-uuid/withdraw`)).status).toBe(404);
    const res = await staff.browser.json<StaffRegistrationsResponse>(`${base}/${gone}/withdraw`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expect(res.body.registrations.map((r) => r.id)).toEqual([kept]);
    const [trail] = await auditOf(cup.slug);
    expect(trail).toMatchObject({ action: 'tournament_registration.withdraw' });
    expect(trail?.before).toMatchObject({ player: 'Gone_Team', team: expect.stringContaining('Incineroar') });
    expect(trail?.after).toMatchObject({ player: 'Gone_Team', status: 'withdrawn' });
    expect((await staff.browser.post(`${base}/${gone}/withdraw`)).status).toBe(404);

    await app.database.db
      .update(tournaments)
      .set({ starts_at: new Date(Date.now() - MINUTE) })
      .where(eq(tournaments.id, cup.id));
    const late = await staff.browser.post(`${base}/${kept}/withdraw`);
    expect(late.status).toBe(409);
    expect(await registrations(staff.browser, cup.slug)).toHaveLength(1);
    expect(await registrations(staff.browser, other.slug)).toHaveLength(1);
  });
  it('staff correct a team under the player’s own rules: stored, audited by name with only the changed members', async () => {
    const cup = await createTournament({ format: 'doubles', slug: `reg-doubles-${unique()}`, cap: 8 });
    const other = await createTournament({ format: 'doubles', slug: `reg-doubles-${unique()}`, cap: 8 });
    const teamIn = (tournamentId: string, name: string) => registeredTeam(tournamentId, name);
    const id = await teamIn(cup.id, 'Fixed_Team');
    const elsewhere = await teamIn(other.id, 'Other_Team');
    const staff = await signedIn('staff');
    const url = `/api/staff/tournaments/${cup.slug}/registrations/${id}/team`;
    const stored = async (teamId: string) =>
      (
        await app.database.db.select().from(doublesRegistrations).where(eq(doublesRegistrations.id, teamId))
      )[0]!;
    const corrected = TEAM.map((member, index) =>
      index === 1 ? { ...member, item: 'Miracle Seed' } : member,
    );
    const body = { team: corrected, tera_pokemon_slot: 6, tera_type: 'Fairy' };

    // Visitors and players are refused; nothing changes.
    expect(
      (await app.browser().json(url, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(body) }))
        .status,
    ).toBe(401);
    const player = await signedIn('player');
    expect(
      (await player.browser.json(url, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(body) }))
        .status,
    ).toBe(403);

    const res = await staff.browser.json<StaffRegistrationsResponse>(url, {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(expectContract(staffRegistrationsResponse, res.body).registrations[0]?.team?.members[1]).toEqual({
      species: 'Rillaboom',
      item: 'Miracle Seed',
      moves: TEAM[1]!.moves,
    });
    expect((await stored(id)).team[1]?.item).toBe('Miracle Seed');
    const trail = await auditOf(cup.slug);
    expect(trail.map((r) => [r.action, r.actor_user_id])).toEqual([
      ['tournament_registration.correct_team', staff.id],
    ]);
    expect(trail[0]?.before).toEqual({
      player: 'Fixed_Team',
      slot_2: 'Rillaboom @ Assault Vest: Grassy Glide / Wood Hammer / Fake Out / U-turn',
    });
    expect(trail[0]?.after).toEqual({
      player: 'Fixed_Team',
      slot_2: 'Rillaboom @ Miracle Seed: Grassy Glide / Wood Hammer / Fake Out / U-turn',
    });
    // The same team again changes nothing and leaves no second trace.
    expect(
      (await staff.browser.json(url, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(body) }))
        .status,
    ).toBe(200);
    expect(await auditOf(cup.slug)).toHaveLength(1);

    // Another tournament's team, or an unknown id, is not found.
    const wrong = `/api/staff/tournaments/${cup.slug}/registrations/${elsewhere}/team`;
    expect(
      (await staff.browser.json(wrong, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(body) }))
        .status,
    ).toBe(404);
    expect((await stored(elsewhere)).team).toEqual(TEAM);
    // A malformed id names no team, whatever the body: the path is refused before the body is read.
    const malformed = `/api/staff/tournaments/${cup.slug}/registrations/not-a-uuid/team`;
    for (const sent of [body, { team: [] }]) {
      const refused = await staff.browser.json<{ error: { message: string } }>(malformed, {
        method: 'PUT',
        headers: JSON_HEADERS,
        body: JSON.stringify(sent),
      });
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe('No such registration.');
    }
  });

  it('refuses an illegal correction with the validator’s messages per field, and any after the start, writing nothing', async () => {
    const cup = await createTournament({ format: 'doubles', slug: `reg-doubles-${unique()}`, cap: 8 });
    const id = await registeredTeam(cup.id, 'Kept_Team');
    const staff = await signedIn('staff');
    const url = `/api/staff/tournaments/${cup.slug}/registrations/${id}/team`;
    const put = (body: unknown) =>
      staff.browser.json<{ error: { code: string; message: string; fields?: Record<string, string[]> } }>(
        url,
        {
          method: 'PUT',
          headers: JSON_HEADERS,
          body: JSON.stringify(body),
        },
      );

    // Two Pokémon holding the same item breaks the spec's rules: the player's own message, on the field.
    const duplicated = TEAM.map((member, index) =>
      index === 1 ? { ...member, item: 'Sitrus Berry' } : member,
    );
    const illegal = await put({ team: duplicated, tera_pokemon_slot: 6, tera_type: 'Fairy' });
    expect(illegal.status).toBe(400);
    expect(illegal.body.error.code).toBe('illegal_team');
    expect(illegal.body.error.message).toMatch(/^The team breaks the tournament rules: /);
    const fields = Object.entries(illegal.body.error.fields ?? {});
    expect(
      fields.some(
        ([field, messages]) => field.startsWith('team.') && messages.some((m) => /Sitrus Berry/.test(m)),
      ),
    ).toBe(true);
    // A move Showdown does not know is refused the same way.
    const unknown = TEAM.map((member, index) =>
      index === 0 ? { ...member, moves: ['Fake Out', 'Flare Blitz', 'Parting Shot', 'Not A Move'] } : member,
    );
    const refused = await put({ team: unknown, tera_pokemon_slot: 6, tera_type: 'Fairy' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields ?? {}).some((field) => field.startsWith('team.0'))).toBe(
      true,
    );
    // The request's shape is the registration's: five Pokémon is refused per field too.
    expect((await put({ team: TEAM.slice(0, 5), tera_pokemon_slot: 6, tera_type: 'Fairy' })).status).toBe(
      400,
    );

    await app.database.db
      .update(tournaments)
      .set({ starts_at: new Date(Date.now() - MINUTE) })
      .where(eq(tournaments.id, cup.id));
    const corrected = TEAM.map((member, index) =>
      index === 1 ? { ...member, item: 'Miracle Seed' } : member,
    );
    const late = await put({ team: corrected, tera_pokemon_slot: 6, tera_type: 'Fairy' });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/has started/);

    const [after] = await app.database.db
      .select()
      .from(doublesRegistrations)
      .where(eq(doublesRegistrations.id, id));
    expect(after?.team).toEqual(TEAM);
    expect(await auditOf(cup.slug)).toHaveLength(0);
  });
});
