/**
 * A tournament's notifications reach each player once per cause: a sign-up, a promotion, the
 * clock's check-in notices (even run twice at once), a no-show drop, a ready match and each
 * version of a result, and only the players concerned.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationKind } from '../../../shared/notifications/kinds';
import { notifications, tournamentRegistrations } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestBrowser } from '../../test/test-app';
import { generateBracket, readBracket, recordMatchResult } from './bracket-store';
import { tickTournamentClock } from './start-clock';
import { createPlayer, createTournament, registrationBody } from './test-kit';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Player = Awaited<ReturnType<typeof createPlayer>>;
const MINUTE = 60_000;

async function signUp(player: Player, slug: string) {
  const response = await app.rawRequest(`/api/tournaments/${slug}/registration`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: player.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(registrationBody(player.name)),
  });
  return response.status;
}

const withdraw = (player: Player, slug: string) =>
  app.rawRequest(`/api/tournaments/${slug}/registration`, {
    method: 'DELETE',
    headers: { origin: TEST_ORIGIN, cookie: player.cookie },
  });

const inbox = (userId: string, kind: NotificationKind) =>
  app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.kind, kind)));

describe('tournament notifications', () => {
  it('a sign-up tells its seed or waitlist place once; a withdrawal tells the promoted player', async () => {
    const t = await createTournament(app, { cap: 2 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createPlayer(app)));
    expect(await Promise.all([a!, b!, c!].map((p) => signUp(p, t.slug)))).toEqual([201, 201, 201]);
    // Asked again: refused as already registered, and no second notification.
    expect(await signUp(a!, t.slug)).toBe(409);
    const titles = await Promise.all(
      [a!, b!, c!].map(async (p) => (await inbox(p.id, 'tournament_signup')).map((n) => n.title)),
    );
    expect(titles.flat().sort()).toEqual([
      "You're on the waitlist for Test Cup: place #1",
      "You're signed up for Test Cup: seed #1",
      "You're signed up for Test Cup: seed #2",
    ]);
    const waiting = [a!, b!, c!].find((_, i) => titles[i]![0]!.includes('waitlist'))!;
    const leaving = [a!, b!, c!].find((p) => p !== waiting)!;
    expect((await withdraw(leaving, t.slug)).status).toBe(200);
    const promoted = await inbox(waiting.id, 'waitlist_promoted');
    expect(promoted).toHaveLength(1);
    expect(promoted[0]).toMatchObject({ link: `/tournaments/${t.slug}` });
    expect(await inbox(leaving.id, 'waitlist_promoted')).toEqual([]);
  });

  it('the clock tells check-in open and closing once, even run twice at once, and drops no-shows once', async () => {
    const startsAt = new Date(Date.now() + 60 * MINUTE);
    const t = await createTournament(app, { cap: 4, starts_at: startsAt, check_in_minutes: 30 });
    const [present, absent] = await Promise.all([1, 2].map(() => createPlayer(app)));
    expect(await signUp(present!, t.slug)).toBe(201);
    expect(await signUp(absent!, t.slug)).toBe(201);
    const db = app.database.db;
    // Before the window: nothing.
    await tickTournamentClock(db, new Date(startsAt.getTime() - 31 * MINUTE));
    expect(await inbox(present!.id, 'check_in_open')).toEqual([]);
    const opened = new Date(startsAt.getTime() - 29 * MINUTE);
    await Promise.all([tickTournamentClock(db, opened), tickTournamentClock(db, opened)]);
    await tickTournamentClock(db, opened);
    expect(await inbox(present!.id, 'check_in_open')).toHaveLength(1);
    expect(await inbox(absent!.id, 'check_in_open')).toHaveLength(1);
    await db
      .update(tournamentRegistrations)
      .set({ checked_in_at: opened })
      .where(eq(tournamentRegistrations.user_id, present!.id));
    const closing = new Date(startsAt.getTime() - 9 * MINUTE);
    await Promise.all([tickTournamentClock(db, closing), tickTournamentClock(db, closing)]);
    expect(await inbox(absent!.id, 'check_in_closing')).toHaveLength(1);
    // Checked in already: no reminder.
    expect(await inbox(present!.id, 'check_in_closing')).toEqual([]);
    const started = new Date(startsAt.getTime() + MINUTE);
    await Promise.all([tickTournamentClock(db, started), tickTournamentClock(db, started)]);
    await tickTournamentClock(db, started);
    expect(await inbox(absent!.id, 'no_show_dropped')).toHaveLength(1);
    expect(await inbox(present!.id, 'no_show_dropped')).toEqual([]);
  });

  it('a drawn match tells both players once; a result once per version, a correction again', async () => {
    const startsAt = new Date(Date.now() + 60 * MINUTE);
    const t = await createTournament(app, { cap: 4, starts_at: startsAt });
    const players = await Promise.all([1, 2].map(() => createPlayer(app)));
    for (const p of players) expect(await signUp(p, t.slug)).toBe(201);
    const db = app.database.db;
    await db
      .update(tournamentRegistrations)
      .set({ checked_in_at: new Date() })
      .where(eq(tournamentRegistrations.tournament_id, t.id));
    await generateBracket(db, t.slug, new Date(startsAt.getTime() + MINUTE));
    for (const p of players) expect(await inbox(p.id, 'match_ready')).toHaveLength(1);
    const final = (await readBracket(db, t.slug)).matches.find(
      (m) => m.player1_id && m.player2_id && !m.is_bye,
    );
    const report = (winner: string, p1: number, p2: number) =>
      recordMatchResult(db, {
        slug: t.slug,
        round: final!.round_number,
        match: final!.match_number,
        games_won_p1: p1,
        games_won_p2: p2,
        status: 'completed',
        winner: { registrationId: winner },
      });
    // The game server reporting the same result twice at once, then once more.
    await Promise.all([report(final!.player1_id!, 2, 1), report(final!.player1_id!, 2, 1)]);
    await report(final!.player1_id!, 2, 1);
    for (const p of players) {
      expect((await inbox(p.id, 'match_result')).map((n) => n.title)).toEqual([
        'Result recorded for your Test Cup match',
      ]);
    }
    // Two corrections, the second back to the first result: each is news.
    await report(final!.player2_id!, 1, 2);
    await report(final!.player1_id!, 2, 1);
    for (const p of players) {
      const titles = (await inbox(p.id, 'match_result')).map((n) => n.title);
      expect(titles.sort()).toEqual([
        'Result corrected for your Test Cup match',
        'Result corrected for your Test Cup match',
        'Result recorded for your Test Cup match',
      ]);
    }
  });
});
