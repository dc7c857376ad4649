/**
 * Events staff create and edit for /events. A status change is an edit like any other: draft hides
 * the event, open takes registrations until the start (the registration rules stay in the events
 * feature), closed and cancelled keep it listed without sign-ups. Each write and its audit row
 * commit together; the events table's NOTIFY trigger updates /events live.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { StaffEvent, StaffEventRegistration } from '../../../../shared/events/console/api';
import type { EventChanges, EventValues } from '../../../../shared/events/console/requests';
import type { SessionUser } from '../../../context';
import type { Db, Tx } from '../../../db/client';
import { eventRegistrations, events, users } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { auditAs } from '../../staff';
import { tournamentNamed } from '../../tournaments';

type EventRow = typeof events.$inferSelect;
type Reward = StaffEvent['rewards'][number];

/** The newest this many events (by start); older ones are history. */
const MAX_STAFF_EVENTS = 200;

/** Active registrations per event, joined (so every column in the query is qualified). */
function withCounts(db: Db | Tx) {
  const counts = db
    .select({
      event_id: eventRegistrations.event_id,
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.status, 'registered'))
    .groupBy(eventRegistrations.event_id)
    .as('counts');
  return db
    .select({ event: events, registered: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number) })
    .from(events)
    .leftJoin(counts, eq(counts.event_id, events.id));
}

function toStaffEvent(row: EventRow, registrationCount: number): StaffEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    status: row.status,
    start_ts: row.start_ts.toISOString(),
    end_ts: row.end_ts?.toISOString() ?? null,
    capacity: row.capacity,
    rewards: Object.entries(row.rewards).map(([name, prize]) => ({ name, prize })),
    registration_count: registrationCount,
    updated_at: row.updated_at.toISOString(),
  };
}

/** Every status, drafts included, newest start first. */
export async function listStaffEvents(db: Db): Promise<StaffEvent[]> {
  const rows = await withCounts(db).orderBy(desc(events.start_ts), desc(events.id)).limit(MAX_STAFF_EVENTS);
  return rows.map((r) => toStaffEvent(r.event, r.registered));
}

async function readEvent(tx: Tx, id: string): Promise<StaffEvent> {
  const [row] = await withCounts(tx).where(eq(events.id, id));
  if (!row) throw notFound('No such event.');
  return toStaffEvent(row.event, row.registered);
}

/** `rewards` is stored as a JSON object whose key order is the display order. */
const rewardsObject = (rewards: readonly Reward[]) =>
  Object.fromEntries(rewards.map((r) => [r.name, r.prize]));

/** Flat values for the audit log (rewards as one line). */
function traced(event: StaffEvent, keys: readonly (keyof StaffEvent)[]) {
  const values: Record<string, string | number | null> = {};
  for (const key of keys) {
    const value = event[key];
    values[key] =
      key === 'rewards'
        ? event.rewards.map((r) => `${r.name}: ${r.prize}`).join('; ')
        : (value as string | number | null);
  }
  return values;
}

const AUDITED = [
  'title',
  'description',
  'kind',
  'status',
  'start_ts',
  'end_ts',
  'capacity',
  'rewards',
] as const satisfies readonly (keyof StaffEvent)[];

/**
 * A tournament is listed on /events as itself, with its own sign-up: an event under its name would
 * list it twice, with a Register button that does not feed the cup.
 */
async function refuseTournamentTitle(db: Db, title: string) {
  if (!(await tournamentNamed(db, title))) return;
  throw new AppError(409, 'tournament_event', 'Some fields need your attention.', {
    title: [
      `${title.trim()} is a tournament: /events lists it from the Tournaments tab, with its own sign-up.`,
    ],
  });
}

export async function createEvent(db: Db, actor: SessionUser, input: EventValues): Promise<StaffEvent> {
  await refuseTournamentTitle(db, input.title);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        title: input.title,
        description: input.description,
        kind: input.kind,
        status: input.status,
        start_ts: new Date(input.start_ts),
        end_ts: input.end_ts ? new Date(input.end_ts) : null,
        capacity: input.capacity,
        rewards: rewardsObject(input.rewards),
      })
      .returning();
    const event = toStaffEvent(row!, 0);
    await auditAs(actor)(tx, {
      action: 'event.create',
      targetType: 'event',
      targetId: event.id,
      after: traced(event, AUDITED),
    });
    return event;
  });
}

/** Applies the fields given; the log keeps only what changed. An edit that changes nothing writes nothing. */
export async function updateEvent(
  db: Db,
  actor: SessionUser,
  id: string,
  input: EventChanges,
): Promise<StaffEvent> {
  if (input.title !== undefined) await refuseTournamentTitle(db, input.title);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
    if (!locked) throw notFound('No such event.');
    const before = await readEvent(tx, id);
    const wanted: StaffEvent = {
      ...before,
      ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
    };
    // The times as the database will give them back, so an unchanged time compares equal.
    wanted.start_ts = new Date(wanted.start_ts).toISOString();
    wanted.end_ts = wanted.end_ts === null ? null : new Date(wanted.end_ts).toISOString();
    if (wanted.end_ts !== null && Date.parse(wanted.end_ts) < Date.parse(wanted.start_ts)) {
      throw new AppError(400, 'invalid_input', 'Some fields need your attention.', {
        end_ts: ['The event cannot end before it starts.'],
      });
    }
    const oldValues = traced(before, AUDITED);
    const newValues = traced(wanted, AUDITED);
    const changed = AUDITED.filter((key) => oldValues[key] !== newValues[key]);
    if (changed.length === 0) return before;
    await tx
      .update(events)
      .set({
        title: wanted.title,
        description: wanted.description,
        kind: wanted.kind,
        status: wanted.status,
        start_ts: new Date(wanted.start_ts),
        end_ts: wanted.end_ts === null ? null : new Date(wanted.end_ts),
        capacity: wanted.capacity,
        rewards: rewardsObject(wanted.rewards),
        updated_at: sql`now()`,
      })
      .where(eq(events.id, id));
    await auditAs(actor)(tx, {
      action: 'event.update',
      targetType: 'event',
      targetId: id,
      before: traced(before, changed),
      // The title names the event in the log even when it did not change.
      after: { title: wanted.title, ...traced(wanted, changed) },
    });
    return readEvent(tx, id);
  });
}

/** Everyone who signed up for the event, still in or withdrawn, oldest first. */
export async function listEventRegistrations(db: Db, eventId: string): Promise<StaffEventRegistration[]> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound('No such event.');
  const rows = await db
    .select({
      id: eventRegistrations.id,
      player: users.discord_username,
      status: eventRegistrations.status,
      created_at: eventRegistrations.created_at,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.user_id))
    .where(eq(eventRegistrations.event_id, eventId))
    .orderBy(asc(eventRegistrations.created_at), asc(eventRegistrations.id));
  return rows.map((r) => ({
    id: r.id,
    player: r.player,
    status: r.status,
    registered_at: r.created_at.toISOString(),
  }));
}

/**
 * Takes a player off an event (their row turns withdrawn, as if they had left, so they may sign up
 * again while it is open). Audited with the event's title and the player's name.
 */
export async function removeEventRegistration(
  db: Db,
  actor: SessionUser,
  eventId: string,
  registrationId: string,
): Promise<StaffEvent> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: eventRegistrations.status, player: users.discord_username, title: events.title })
      .from(eventRegistrations)
      .innerJoin(users, eq(users.id, eventRegistrations.user_id))
      .innerJoin(events, eq(events.id, eventRegistrations.event_id))
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.event_id, eventId)))
      .for('update', { of: eventRegistrations });
    if (!row) throw notFound('No such registration.');
    if (row.status !== 'registered') {
      throw new AppError(409, 'not_registered', `${row.player} is no longer registered for ${row.title}.`);
    }
    await tx
      .update(eventRegistrations)
      .set({ status: 'withdrawn', updated_at: sql`now()` })
      .where(eq(eventRegistrations.id, registrationId));
    await auditAs(actor)(tx, {
      action: 'event.registration.remove',
      targetType: 'event',
      targetId: eventId,
      before: { title: row.title, player: row.player, registration: 'registered' },
      after: { title: row.title, player: row.player, registration: 'removed by staff' },
    });
    return readEvent(tx, eventId);
  });
}
