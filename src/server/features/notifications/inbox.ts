/** Reading one's inbox: a page of notifications, the unread count, marking read, the preferences. */
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { NotificationView } from '../../../shared/notifications/api';
import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationDelivery,
  type NotificationKind,
} from '../../../shared/notifications/kinds';
import type { NotificationPreferencesUpdate } from '../../../shared/notifications/requests';
import type { Db } from '../../db/client';
import { notificationPreferences, notifications, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';

type Row = typeof notifications.$inferSelect;

const view = (row: Row): NotificationView => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: row.created_at.toISOString(),
  read_at: row.read_at?.toISOString() ?? null,
});

/**
 * The cursor is the last row's time and id: rows written meanwhile never shift a page. The time is
 * the database's own, to the microsecond: a JavaScript date keeps milliseconds, and rows of the same
 * millisecond just below the cut would fall between two pages.
 */
const exactTime = sql<string>`to_char(${notifications.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

function parseCursor(before: string): { at: string; id: string } {
  const [at = '', id] = before.split('_');
  if (!id || !EXACT_TIME.test(at) || Number.isNaN(new Date(at).getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new AppError(400, 'invalid_cursor', 'That page of notifications does not exist.');
  }
  return { at, id };
}

export async function listNotifications(db: Db, userId: string, before?: string) {
  const cursor = before ? parseCursor(before) : null;
  const rows = await db
    .select({ row: notifications, at: exactTime })
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, userId),
        cursor
          ? or(
              sql`${notifications.created_at} < ${cursor.at}::timestamptz`,
              and(
                sql`${notifications.created_at} = ${cursor.at}::timestamptz`,
                sql`${notifications.id} < ${cursor.id}::uuid`,
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    notifications: page.map(({ row }) => view(row)),
    next_before: rows.length > NOTIFICATIONS_PAGE_SIZE && last ? `${last.at}_${last.row.id}` : null,
  };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return row?.n ?? 0;
}

/** Marks one of the reader's notifications read; another account's is "not found", as if absent. */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ id: notifications.id, read_at: notifications.read_at })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)));
  if (!row) throw notFound('No such notification.');
  if (row.read_at) return;
  await db
    .update(notifications)
    .set({ read_at: now })
    .where(and(eq(notifications.id, id), isNull(notifications.read_at)));
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ read_at: now })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
}

/** Every kind with the reader's delivery (the site only unless they chose otherwise). */
export async function preferencesOf(db: Db, userId: string) {
  const rows = await db
    .select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.user_id, userId));
  const chosen = new Map<NotificationKind, NotificationDelivery>(rows.map((r) => [r.kind, r.delivery]));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, delivery: chosen.get(kind) ?? 'site' }));
}

/** Whether Discord refused our direct messages to them (error 50007), which stops queueing them. */
export async function discordDmsBlocked(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ blockedAt: users.discord_dms_blocked_at })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.blockedAt);
}

/** They opened their DMs again: Discord messages are queued from now on (the missed ones are not). */
export async function resumeDiscordDms(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ discord_dms_blocked_at: null }).where(eq(users.id, userId));
}

export async function savePreferences(db: Db, userId: string, update: NotificationPreferencesUpdate) {
  // The last word per kind wins, so a list naming a kind twice is still one row.
  const byKind = new Map(update.preferences.map((p) => [p.kind, p.delivery]));
  if (byKind.size > 0) {
    await db
      .insert(notificationPreferences)
      .values([...byKind].map(([kind, delivery]) => ({ user_id: userId, kind, delivery })))
      .onConflictDoUpdate({
        target: [notificationPreferences.user_id, notificationPreferences.kind],
        set: { delivery: sql`excluded.delivery`, updated_at: sql`now()` },
      });
  }
  return preferencesOf(db, userId);
}
