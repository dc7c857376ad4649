/**
 * What a tournament tells its players in their inbox, written in the transaction of each cause:
 * a sign-up's slot or waitlist place, a promotion, check-in opening and closing soon, a no-show
 * drop, a match ready and a result recorded or corrected. Cause ids make a replay (or a second
 * instance running the clock) a no-op: a sign-up's arrival number, the tournament for the clock's
 * notices, a match's pair of players, a result's version.
 */
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { BracketMatch } from '../../../shared/tournaments/bracket';
import type { Db, Tx } from '../../db/client';
import {
  doublesRegistrations,
  notifications,
  tournamentEntries,
  tournamentRegistrations,
  tournaments,
} from '../../db/schema';
import { type Notice, notifyUsers } from '../notifications';

type Cup = { id: string; slug: string; name: string };

/** Before this many minutes to the start, a player who has not checked in is reminded once. */
export const CHECK_IN_CLOSING_MINUTES = 10;

export const tournamentLink = (slug: string) => `/tournaments/${slug}`;
export const bracketLink = (slug: string) => `/tournament-bracket?t=${slug}`;

/** A sign-up written: its seed while the field has room, else its place on the waitlist. */
export function signUpNotice(
  cup: Cup,
  signUp: { id: string; arrival: number; registration_slot: number | null },
  position: number | null,
): Notice {
  return {
    kind: 'tournament_signup',
    causeId: `sign-up:${signUp.id}:${signUp.arrival}`,
    title:
      signUp.registration_slot !== null
        ? `You're signed up for ${cup.name}: seed #${signUp.registration_slot}`
        : `You're on the waitlist for ${cup.name}: place #${position ?? 1}`,
    body:
      signUp.registration_slot !== null
        ? 'Check in on the tournament page when check-in opens, or your place goes to the waitlist.'
        : 'You move up in sign-up order when a place frees; check in when check-in opens to take one at the start.',
    link: tournamentLink(cup.slug),
  };
}

/** Tells the players moved from the waitlist into a place (one per sign-up, whatever moved them). */
export async function notifyPromoted(
  tx: Tx,
  cup: Cup,
  promoted: { user_id: string; id: string; arrival: number }[],
) {
  await notifyUsers(
    tx,
    promoted.map((p) => ({
      userId: p.user_id,
      notice: {
        kind: 'waitlist_promoted',
        causeId: `promoted:${p.id}:${p.arrival}`,
        title: `A place opened in ${cup.name}: you're in`,
        body: 'You moved up from the waitlist.',
        link: tournamentLink(cup.slug),
      },
    })),
  );
}

/** Tells the registered players who did not check in that the start dropped them. */
export async function notifyNoShows(tx: Tx, cup: Cup, dropped: { user_id: string }[]) {
  await notifyUsers(
    tx,
    dropped.map((d) => ({
      userId: d.user_id,
      notice: {
        kind: 'no_show_dropped',
        causeId: `tournament:${cup.id}`,
        title: `You were dropped from ${cup.name}`,
        body: 'You did not check in before the start, so your place went to a checked-in player.',
        link: tournamentLink(cup.slug),
      },
    })),
  );
}

const clockTime = (at: Date) => `${at.toISOString().slice(11, 16)} UTC`;

/**
 * The clock's notices: check-in open (to every active sign-up) and, ten minutes before the start,
 * closing soon (to those not checked in yet), once per player, tournament and kind. Only players
 * not yet told are read, and the insert does nothing on conflict, so every instance may run it on
 * every tick. Answers how many were written.
 */
export async function sendCheckInNotices(db: Db, now: Date): Promise<number> {
  // Entries, so a doubles team's captain is told as a cup's player is.
  const r = tournamentEntries;
  const t = tournaments;
  const notYetTold = (kind: 'check_in_open' | 'check_in_closing') =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(notifications)
        .where(
          and(
            eq(notifications.user_id, r.user_id),
            eq(notifications.kind, kind),
            eq(notifications.cause_id, sql`'tournament:' || ${t.id}`),
          ),
        ),
    );
  const inWindow = and(
    inArray(t.status, ['open', 'closed']),
    sql`${t.check_in_minutes} > 0`,
    sql`${t.starts_at} > ${now}`,
    inArray(r.status, ['registered', 'waitlisted']),
  );
  const columns = {
    userId: r.user_id,
    id: t.id,
    slug: t.slug,
    name: t.name,
    startsAt: t.starts_at,
    format: t.format,
  };
  const opening = await db
    .select(columns)
    .from(r)
    .innerJoin(t, eq(t.id, r.tournament_id))
    .where(
      and(
        inWindow,
        sql`${t.starts_at} - make_interval(mins => ${t.check_in_minutes}) <= ${now}`,
        notYetTold('check_in_open'),
      ),
    );
  // A window of ten minutes or less is closing as it opens: the opening notice says it all.
  const closing = await db
    .select(columns)
    .from(r)
    .innerJoin(t, eq(t.id, r.tournament_id))
    .where(
      and(
        inWindow,
        isNull(r.checked_in_at),
        sql`${t.check_in_minutes} > ${CHECK_IN_CLOSING_MINUTES}`,
        sql`${t.starts_at} - make_interval(mins => ${CHECK_IN_CLOSING_MINUTES}) <= ${now}`,
        notYetTold('check_in_closing'),
      ),
    );
  const notices = [
    ...opening.map((o) => ({
      userId: o.userId,
      notice: {
        kind: 'check_in_open' as const,
        causeId: `tournament:${o.id}`,
        title: `Check-in is open for ${o.name}`,
        body: `Check in on the tournament page before it starts at ${clockTime(o.startsAt)}.`,
        link: tournamentLink(o.slug),
      },
    })),
    ...closing.map((c) => ({
      userId: c.userId,
      notice: {
        kind: 'check_in_closing' as const,
        causeId: `tournament:${c.id}`,
        title: `Check-in for ${c.name} closes in ${CHECK_IN_CLOSING_MINUTES} minutes`,
        // Doubles have no waitlist: a team that did not check in is left out of the draw.
        body:
          c.format === 'doubles'
            ? `Check in before ${clockTime(c.startsAt)} or your team is not drawn.`
            : `Check in before ${clockTime(c.startsAt)} or your place goes to the waitlist.`,
        link: tournamentLink(c.slug),
      },
    })),
  ];
  if (notices.length === 0) return 0;
  return (await db.transaction((tx) => notifyUsers(tx, notices))).length;
}

/** The accounts behind match seats: a cup's sign-ups or doubles teams (a seat holds either's id). */
async function seatHolders(
  tx: Tx | Db,
  ids: string[],
): Promise<Map<string, { userId: string; name: string }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const fromTable = (table: typeof tournamentRegistrations | typeof doublesRegistrations) =>
    tx
      .select({ id: table.id, userId: table.user_id, name: table.minecraft_username })
      .from(table)
      .where(inArray(table.id, wanted));
  const rows = [...(await fromTable(tournamentRegistrations)), ...(await fromTable(doublesRegistrations))];
  return new Map(rows.map((row) => [row.id, { userId: row.userId, name: row.name }]));
}

type Seated = Pick<BracketMatch, 'round_number' | 'match_number' | 'player1_id' | 'player2_id'> & {
  id: string;
};

const matchLabel = (m: Pick<BracketMatch, 'round_number' | 'match_number'>) =>
  m.round_number === 0
    ? `play-in match ${m.match_number}`
    : `round ${m.round_number}, match ${m.match_number}`;

/**
 * Tells both players of each match whose seats are both filled that it is ready, once per match
 * and pair: a correction that seats someone else notifies the new pair.
 */
export async function notifyMatchesReady(tx: Tx, cup: Cup, matches: Seated[]) {
  const ready = matches.filter((m) => m.player1_id && m.player2_id);
  const holders = await seatHolders(
    tx,
    ready.flatMap((m) => [m.player1_id!, m.player2_id!]),
  );
  const notices = ready.flatMap((m) => {
    const [a, b] = [holders.get(m.player1_id!), holders.get(m.player2_id!)];
    if (!a || !b) return [];
    const notice = (opponent: string): Notice => ({
      kind: 'match_ready',
      causeId: `match:${m.id}:${m.player1_id}:${m.player2_id}`,
      title: `Your ${cup.name} match is ready: ${matchLabel(m)} against ${opponent}`,
      link: bracketLink(cup.slug),
    });
    return [
      { userId: a.userId, notice: notice(b.name) },
      { userId: b.userId, notice: notice(a.name) },
    ];
  });
  await notifyUsers(tx, notices);
}

/**
 * Tells both players of a match its result, once per version of that result: a correction is a
 * new version, so it notifies again, while a repeated report changes nothing and notifies nobody.
 */
export async function notifyMatchResult(
  tx: Tx,
  cup: Cup,
  match: Seated & Pick<BracketMatch, 'games_won_p1' | 'games_won_p2' | 'winner_id' | 'match_status'>,
  result: { version: number; corrected: boolean },
) {
  const seats = [match.player1_id, match.player2_id].filter((id): id is string => id !== null);
  const holders = await seatHolders(tx, seats);
  const winner = match.winner_id ? holders.get(match.winner_id)?.name : undefined;
  const score = `${match.games_won_p1}-${match.games_won_p2}`;
  const title = `${result.corrected ? 'Result corrected' : 'Result recorded'} for your ${cup.name} match`;
  const body =
    match.match_status === 'completed' && winner
      ? `${matchLabel(match)}: ${winner} won, ${score}.`
      : `${matchLabel(match)} is ${match.match_status.replace('_', ' ')}, ${score}.`;
  await notifyUsers(
    tx,
    seats.flatMap((id) => {
      const holder = holders.get(id);
      if (!holder) return [];
      return [
        {
          userId: holder.userId,
          notice: {
            kind: 'match_result' as const,
            causeId: `result:${match.id}:${result.version}`,
            title,
            body,
            link: bracketLink(cup.slug),
          },
        },
      ];
    }),
  );
}
