/**
 * Staff notifications to Discord, as an outbox: the code that decides a notice (features/outbox)
 * adds a row in the same transaction as what caused it (a form sent, a dispute opened, a delivery
 * given up, a gym leader's balance going negative), and the notifier (features/staff/notifier.ts)
 * posts the rows to the staff webhook later, so a Discord outage neither loses a notice nor holds
 * up a request.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_NOTICE_KINDS, STAFF_NOTICE_STATES } from '../../../shared/staff/notifications';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One notice. `pending` rows are due at `next_attempt_at`; a worker claims a row by setting
 * `claimed_until` (under FOR UPDATE SKIP LOCKED) and posts it outside any transaction. `failed` is
 * a notice Discord refused for good (a 4xx other than 429): kept for the console, never retried.
 */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: STAFF_NOTICE_KINDS }).notNull(),
    /** What it is about: `bug_report:<uuid>`, a delivery id, a dispute id, a gym leader id. */
    subject_id: text('subject_id').notNull(),
    payload: jsonb('payload').$type<Record<string, string | number | null>>().notNull(),
    status: text('status', { enum: STAFF_NOTICE_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_notifications_due_idx').on(t.status, t.next_attempt_at),
    check('staff_notifications_kind_check', sql`${t.kind} in (${inList(STAFF_NOTICE_KINDS)})`),
    check('staff_notifications_status_check', sql`${t.status} in (${inList(STAFF_NOTICE_STATES)})`),
  ],
);

/**
 * One row: whether notices are queued at all. The server sets it at start-up from
 * STAFF_DISCORD_WEBHOOK_URL, so with notifications off nothing piles up to flood the channel later.
 */
export const staffNotificationSettings = pgTable(
  'staff_notification_settings',
  {
    id: boolean('id').primaryKey().default(true),
    enabled: boolean('enabled').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_notification_settings_single_row', sql`${t.id}`)],
);
