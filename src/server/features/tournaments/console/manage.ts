/**
 * Tournaments made and changed in the console: create (from the form, or a copy the form was
 * filled from), change while sign-ups are open, open and close sign-ups by hand, cancel with a
 * reason, and crown the final's winner. Each runs in one transaction under the tournament's row
 * lock, with its audit trace; the cap follows the registration engine's rule (changeCap).
 */
import { and, eq, sql } from 'drizzle-orm';
import { ROUND } from '../../../../shared/tournaments/bracket';
import type { StaffTournamentSettings } from '../../../../shared/tournaments/console/api';
import type { TournamentChange, TournamentCreate } from '../../../../shared/tournaments/console/requests';
import { crownGivesBadge } from '../../../../shared/tournaments/constants';
import { registrationClosesAt } from '../../../../shared/tournaments/registration-window';
import { estDateTime } from '../../../../shared/tournaments/time';
import type { Db } from '../../../db/client';
import {
  doublesRegistrations,
  tournamentEntries,
  tournamentMatches,
  tournamentRegistrations,
  tournaments,
} from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { queueRoleSync, rolesMapped } from '../../outbox';
import { writeBadge } from '../../season';
import { entryHolder } from '../crown';
import { championName, type TournamentRow } from '../queries';
import { changeCap } from '../registration';
import type { ConsoleAudit, Tx } from './audit';

export async function settingsOf(db: Db, row: TournamentRow): Promise<StaffTournamentSettings> {
  return {
    slug: row.slug,
    name: row.name,
    format: row.format,
    team_rules: row.team_rules,
    status: row.status,
    cap: row.cap,
    waitlist: row.waitlist,
    registration_opens_at: row.registration_opens_at?.toISOString() ?? null,
    registration_closes_at: registrationClosesAt(row).toISOString(),
    starts_at: row.starts_at.toISOString(),
    check_in_minutes: row.check_in_minutes,
    summary: row.summary,
    location: row.location,
    rules: row.rules,
    rewards: row.rewards,
    cancel_reason: row.cancel_reason,
    champion: await championName(db, row),
  };
}

export async function tournamentBySlug(db: Db, slug: string): Promise<TournamentRow> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.slug, slug));
  if (!row) throw notFound('No such tournament.');
  return row;
}

async function lockBySlug(tx: Tx, slug: string): Promise<TournamentRow> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.slug, slug)).for('update');
  if (!row) throw notFound('No such tournament.');
  return row;
}

/** The fields an audit entry shows, readable: times in EST, lists as text. */
function readable(
  row: Pick<TournamentRow, keyof TournamentChange>,
): Record<string, string | number | boolean | null> {
  return {
    name: row.name,
    cap: row.cap,
    waitlist: row.waitlist,
    registration_opens_at: row.registration_opens_at
      ? estDateTime(row.registration_opens_at.toISOString())
      : null,
    registration_closes_at: row.registration_closes_at
      ? estDateTime(row.registration_closes_at.toISOString())
      : null,
    starts_at: estDateTime(row.starts_at.toISOString()),
    check_in_minutes: row.check_in_minutes,
    summary: row.summary,
    location: row.location,
    rules: row.rules.join(' | '),
    rewards: row.rewards.map((r) => `${r.place}: ${r.prize}`).join(' | '),
  };
}

/** Only what changed, before and after (the audit log shows the fields that moved). */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => before[k] !== after[k]);
  const pick = (values: Record<string, unknown>) =>
    Object.fromEntries(keys.map((k) => [k, values[k] ?? null])) as Record<
      string,
      string | number | boolean | null
    >;
  return { before: pick(before), after: pick(after) };
}

const columnsOf = (input: TournamentChange) => ({
  name: input.name,
  cap: input.cap,
  waitlist: input.waitlist,
  registration_opens_at: input.registration_opens_at ? new Date(input.registration_opens_at) : null,
  registration_closes_at: new Date(input.registration_closes_at),
  starts_at: new Date(input.starts_at),
  check_in_minutes: input.check_in_minutes,
  summary: input.summary,
  location: input.location,
  rules: input.rules,
  rewards: input.rewards,
});

/**
 * A new tournament, published at once: it takes sign-ups from its opening time (at once without
 * one). Admins only: a tournament promises rewards in the server's name.
 */
export async function createTournament(db: Db, audit: ConsoleAudit, input: TournamentCreate) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tournaments)
      .values({
        ...columnsOf(input),
        slug: input.slug,
        format: input.format,
        team_rules: input.team_rules,
        status: 'open',
      })
      .onConflictDoNothing({ target: tournaments.slug })
      .returning();
    if (!row) {
      const message = `Another tournament already lives at /tournaments/${input.slug}.`;
      throw new AppError(409, 'slug_taken', message, { slug: [message] });
    }
    await audit(tx, {
      action: 'tournament.create',
      targetType: 'tournament',
      targetId: row.slug,
      after: { ...readable(row), slug: row.slug, format: row.format, team_rules: row.team_rules },
    });
    return row;
  });
}

/** Settings change only before the start, and never on a practice draw's copy. */
function assertChangeable(row: TournamentRow, now: Date, what: string) {
  if (row.practice_of) {
    throw new AppError(409, 'practice_draw', 'A practice draw cannot be changed: remove it and draw again.');
  }
  if (row.status === 'cancelled') {
    throw new AppError(
      409,
      'tournament_cancelled',
      `${row.name} was cancelled: ${what} can no longer change.`,
    );
  }
  if (row.status === 'live' || row.status === 'completed' || now.getTime() >= row.starts_at.getTime()) {
    throw new AppError(409, 'tournament_started', `${row.name} has started: ${what} can no longer change.`);
  }
}

/**
 * Changes dates, cap, waitlist, check-in window and texts. The cap goes through the engine (a cap
 * below the players holding a place is refused; a higher one promotes the waitlist in order);
 * turning the waitlist off while players wait is refused, so nobody is dropped silently.
 */
export async function changeTournament(
  db: Db,
  audit: ConsoleAudit,
  slug: string,
  input: TournamentChange,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await lockBySlug(tx, slug);
    assertChangeable(row, now, 'its settings');
    if (!input.waitlist && row.waitlist) {
      const [waiting] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(tournamentRegistrations)
        .where(
          and(
            eq(tournamentRegistrations.tournament_id, row.id),
            eq(tournamentRegistrations.status, 'waitlisted'),
          ),
        );
      if ((waiting?.n ?? 0) > 0) {
        const message = `${waiting!.n} players are on the waitlist: withdraw them before turning it off.`;
        throw new AppError(409, 'waitlist_in_use', message, { waitlist: [message] });
      }
    }
    const promoted = input.cap === row.cap ? [] : await newCap(tx, row, input.cap);
    const [updated] = await tx
      .update(tournaments)
      .set({ ...columnsOf(input), updated_at: sql`now()` })
      .where(eq(tournaments.id, row.id))
      .returning();
    const diff = changed(readable(row), readable(updated!));
    if (Object.keys(diff.after).length > 0) {
      await audit(tx, { action: 'tournament.update', targetType: 'tournament', targetId: slug, ...diff });
    }
    for (const id of promoted) {
      const [moved] = await tx
        .select()
        .from(tournamentRegistrations)
        .where(eq(tournamentRegistrations.id, id));
      await audit(tx, {
        action: 'tournament_registration.promote',
        targetType: 'tournament',
        targetId: slug,
        before: { status: 'waitlisted', registration_slot: null },
        after: {
          player: moved!.minecraft_username,
          status: moved!.status,
          registration_slot: moved!.registration_slot,
        },
      });
    }
    return updated!;
  });
}

/**
 * A singles cap goes through the registration engine. Doubles teams live in their own table with
 * no waitlist: the cap may not go below the teams already in, and nobody moves up.
 */
async function newCap(tx: Tx, row: TournamentRow, cap: number): Promise<string[]> {
  if (row.format === 'singles') return changeCap(tx, row, cap);
  const [teams] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(doublesRegistrations)
    .where(eq(doublesRegistrations.tournament_id, row.id));
  const held = teams?.n ?? 0;
  if (cap < held) {
    throw new AppError(
      409,
      'cap_below_registered',
      `${held} teams are already registered: the cap cannot go below ${held}.`,
      { cap: [`At least ${held}: that many teams are registered.`] },
    );
  }
  return [];
}

/**
 * Opens sign-ups now (a later opening time is brought forward) or closes them. Staff run sign-ups
 * day to day, as they check players in.
 */
export async function setSignUps(db: Db, audit: ConsoleAudit, slug: string, open: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockBySlug(tx, slug);
    assertChangeable(row, now, 'sign-ups');
    if (open && now.getTime() >= registrationClosesAt(row).getTime()) {
      throw new AppError(
        409,
        'registration_closed',
        'Sign-ups have passed their closing time: change the dates first.',
      );
    }
    const opensLater =
      row.registration_opens_at !== null && row.registration_opens_at.getTime() > now.getTime();
    const [updated] = await tx
      .update(tournaments)
      .set({
        status: open ? 'open' : 'closed',
        ...(open && opensLater && { registration_opens_at: null }),
        updated_at: sql`now()`,
      })
      .where(eq(tournaments.id, row.id))
      .returning();
    await audit(tx, {
      action: open ? 'tournament.open' : 'tournament.close',
      targetType: 'tournament',
      targetId: slug,
      before: { tournament: row.name, status: row.status },
      after: { tournament: row.name, status: updated!.status },
    });
    return updated!;
  });
}

/**
 * Calls a tournament off with a reason its page shows everyone signed up. Admins only: it undoes
 * a public promise. A finished tournament keeps its result. Everyone holding a place, alone or
 * with a doubles team, loses the cup's Discord role: a cancelled cup gives it to nobody
 * (`wantedTargets`), and the audit entry says from how many members it is taken back.
 */
export async function cancelTournament(db: Db, audit: ConsoleAudit, slug: string, reason: string) {
  return db.transaction(async (tx) => {
    const row = await lockBySlug(tx, slug);
    if (row.status === 'cancelled')
      throw new AppError(409, 'tournament_cancelled', `${row.name} is already cancelled.`);
    if (row.status === 'completed') {
      throw new AppError(
        409,
        'tournament_completed',
        `${row.name} is finished: it can no longer be cancelled.`,
      );
    }
    const [updated] = await tx
      .update(tournaments)
      .set({ status: 'cancelled', cancel_reason: reason, updated_at: sql`now()` })
      .where(eq(tournaments.id, row.id))
      .returning();
    const takenBack = await takeBackCupRole(tx, row.id);
    await audit(tx, {
      action: 'tournament.cancel',
      targetType: 'tournament',
      targetId: slug,
      before: { tournament: row.name, status: row.status },
      after: {
        tournament: row.name,
        status: 'cancelled',
        reason,
        ...(takenBack !== null ? { role_taken_back_from: `${takenBack} members` } : {}),
      },
    });
    return updated!;
  });
}

/**
 * Queues the cup's role removal for every member holding a place, once the cup is cancelled (each
 * sync reads the cup's status in this transaction). Null when no role is mapped to the cup, so a
 * cup without one reads nothing per player and its audit entry says nothing about roles.
 */
async function takeBackCupRole(tx: Tx, tournamentId: string): Promise<number | null> {
  if (!(await rolesMapped(tx, { tournamentId }))) return null;
  const holders = await tx
    .selectDistinct({ user_id: tournamentEntries.user_id })
    .from(tournamentEntries)
    .where(
      and(eq(tournamentEntries.tournament_id, tournamentId), eq(tournamentEntries.status, 'registered')),
    );
  for (const { user_id } of holders) await queueRoleSync(tx, user_id, { tournamentId });
  return holders.length;
}

/**
 * Crowns the grand final's winner: the tournament shows them, and their Minecraft player gets the
 * Season 1 champion badge, once (a second crowning is refused). No game-server call is needed.
 * Staff may: the final's result, which decides it, is theirs to record already. A cancelled cup
 * crowns nobody. A later correction of the final moves the crown with it (crown.ts).
 */
export async function crownChampion(db: Db, audit: ConsoleAudit, slug: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockBySlug(tx, slug);
    if (row.practice_of) throw new AppError(409, 'practice_draw', 'A practice draw has no champion.');
    if (row.status === 'cancelled') {
      throw new AppError(409, 'tournament_cancelled', `${row.name} was cancelled: it crowns no champion.`);
    }
    if (row.champion_registration_id) {
      const name = await championName(tx, row);
      throw new AppError(409, 'already_crowned', `${name ?? 'The champion'} is already crowned.`);
    }
    const [final] = await tx
      .select({ status: tournamentMatches.match_status, winner: tournamentMatches.winner_id })
      .from(tournamentMatches)
      .where(
        and(
          eq(tournamentMatches.tournament_id, row.id),
          eq(tournamentMatches.round_number, ROUND.grandFinal),
          eq(tournamentMatches.match_number, 1),
        ),
      );
    if (final?.status !== 'completed' || !final.winner) {
      throw new AppError(409, 'final_not_played', 'The Grand Final has no winner yet.');
    }
    // A sign-up or a doubles team alike: the badge goes to the account that entered.
    const winner = await entryHolder(tx, final.winner);
    if (!winner) throw new AppError(409, 'final_not_played', 'The Grand Final has no winner yet.');
    const { name, uuid } = winner;
    const givesBadge = crownGivesBadge(row.slug);
    if (givesBadge && !uuid) {
      throw new AppError(
        409,
        'no_minecraft_account',
        `${name} (@${winner.discordName}) has no linked Minecraft account, so the champion badge has nowhere to go. Link the account first.`,
      );
    }
    if (givesBadge && uuid) await writeBadge(tx, { player_uuid: uuid, badge: 'champion', awarded: true });
    const [updated] = await tx
      .update(tournaments)
      .set({ champion_registration_id: final.winner, crowned_at: now, updated_at: sql`now()` })
      .where(eq(tournaments.id, row.id))
      .returning();
    await audit(tx, {
      action: 'tournament.crown',
      targetType: 'tournament',
      targetId: slug,
      after: {
        tournament: row.name,
        champion: name,
        player: winner.discordName,
        badge: givesBadge ? 'Champion' : 'none (this cup gives no Season badge)',
      },
    });
    return updated!;
  });
}
