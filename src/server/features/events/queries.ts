/** Event reads and the registration rules (open, not started, not full), enforced in one transaction. */
import { and, eq, sql } from 'drizzle-orm';
import { canWithdraw, EVENT_STARTED_MESSAGE } from '../../../shared/arena/events';
import type { ArenaEvent } from '../../../shared/arena/types';
import type { Db } from '../../db/client';
import { eventRegistrations, events } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { tournamentsAsEvents } from '../tournaments';

/** The newest this many events (by start) are listed; older ones are history nobody pages through. */
export const MAX_EVENTS = 200;

interface EventRow {
  id: string;
  title: string;
  description: string | null;
  kind: ArenaEvent['kind'];
  start_ts: Date;
  end_ts: Date | null;
  status: ArenaEvent['status'];
  rewards: Record<string, string>;
  capacity: number | null;
  registration_count: number;
  my_registration: ArenaEvent['my_registration'];
}

function toEvent(row: EventRow): ArenaEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    start_ts: row.start_ts.toISOString(),
    end_ts: row.end_ts?.toISOString() ?? null,
    status: row.status,
    rewards: row.rewards,
    capacity: row.capacity,
    registrationCount: row.registration_count,
    my_registration: row.my_registration,
    tournament: null,
  };
}

/** Published events (drafts are the organisers' own), with counts of active registrations only. */
async function selectEvents(db: Db, userId: string | null, eventId?: string): Promise<ArenaEvent[]> {
  const my = sql`(select r.status from ${eventRegistrations} r
    where r.event_id = ${events.id} and r.user_id = ${userId}::uuid)`;
  const registered = sql`(select count(*) from ${eventRegistrations} r
    where r.event_id = ${events.id} and r.status = 'registered')`;
  const latest = db
    .select({ id: events.id })
    .from(events)
    .where(and(sql`${events.status} <> 'draft'`, eventId ? eq(events.id, eventId) : undefined))
    // The id decides between events of one start, so the same 200 are listed on every read.
    .orderBy(sql`${events.start_ts} desc`, sql`${events.id} desc`)
    .limit(MAX_EVENTS)
    .as('latest');
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      kind: events.kind,
      start_ts: events.start_ts,
      end_ts: events.end_ts,
      status: events.status,
      rewards: events.rewards,
      capacity: events.capacity,
      registration_count: sql<number>`${registered}`.mapWith(Number),
      my_registration: sql<ArenaEvent['my_registration']>`${userId ? my : sql`null`}`,
    })
    .from(events)
    .innerJoin(latest, eq(latest.id, events.id))
    .orderBy(events.start_ts, events.id);
  return rows.map(toEvent);
}

/**
 * The events and the tournaments, each listed as itself (a tournament with its own counts and
 * page), by start.
 */
export async function listEvents(db: Db, userId: string | null, now: Date): Promise<ArenaEvent[]> {
  const [own, cups] = await Promise.all([selectEvents(db, userId), tournamentsAsEvents(db, now)]);
  return [...own, ...cups].sort(
    (a, b) => Date.parse(a.start_ts) - Date.parse(b.start_ts) || a.id.localeCompare(b.id),
  );
}

async function loadEvent(db: Db, eventId: string, userId: string): Promise<ArenaEvent> {
  const [event] = await selectEvents(db, userId, eventId);
  if (!event) throw notFound('No such event.');
  return event;
}

/**
 * Registers (or re-registers after withdrawing). The event row is locked for the check and the
 * write, so concurrent sign-ups for the last place queue behind each other and cannot overfill.
 */
export async function register(db: Db, eventId: string, userId: string, now: Date): Promise<ArenaEvent> {
  await db.transaction(async (tx) => {
    const [event] = await tx
      .select({ status: events.status, start_ts: events.start_ts, capacity: events.capacity })
      .from(events)
      .where(and(eq(events.id, eventId), sql`${events.status} <> 'draft'`))
      .for('update');
    if (!event) throw notFound('No such event.');
    const [existing] = await tx
      .select({ status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.user_id, userId)));
    if (existing?.status === 'registered') {
      throw new AppError(409, 'already_registered', 'You are already registered for this event.');
    }
    if (event.status !== 'open' || event.start_ts.getTime() <= now.getTime()) {
      throw new AppError(409, 'registration_closed', 'Registration is closed for this event.');
    }
    if (event.capacity !== null) {
      const [taken] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.status, 'registered')));
      if ((taken?.n ?? 0) >= event.capacity) {
        throw new AppError(409, 'event_full', 'This event is full.');
      }
    }
    await tx
      .insert(eventRegistrations)
      .values({ event_id: eventId, user_id: userId, status: 'registered' })
      .onConflictDoUpdate({
        target: [eventRegistrations.event_id, eventRegistrations.user_id],
        set: { status: 'registered', updated_at: sql`now()` },
      });
  });
  return loadEvent(db, eventId, userId);
}

export async function withdraw(db: Db, eventId: string, userId: string, now: Date): Promise<ArenaEvent> {
  await db.transaction(async (tx) => {
    // Locked as a sign-up locks it, so the start is judged against the row as it stands.
    const [event] = await tx
      .select({ start_ts: events.start_ts })
      .from(events)
      .where(and(eq(events.id, eventId), sql`${events.status} <> 'draft'`))
      .for('update');
    if (!event) throw notFound('No such event.');
    const updated = await tx
      .update(eventRegistrations)
      .set({ status: 'withdrawn', updated_at: sql`now()` })
      .where(
        and(
          eq(eventRegistrations.event_id, eventId),
          eq(eventRegistrations.user_id, userId),
          eq(eventRegistrations.status, 'registered'),
        ),
      )
      .returning({ id: eventRegistrations.id });
    if (updated.length === 0) throw notFound('You are not registered for this event.');
    if (!canWithdraw({ start_ts: event.start_ts.toISOString() }, now)) {
      throw new AppError(409, 'event_started', EVENT_STARTED_MESSAGE);
    }
  });
  return loadEvent(db, eventId, userId);
}
