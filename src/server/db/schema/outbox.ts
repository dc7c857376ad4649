/**
 * The outbox: every message the site sends outside itself, added by the code that decides it in
 * the same transaction as its cause (features/outbox). Staff notices (a form sent, a dispute
 * opened, a delivery given up, a gym leader's balance going negative) go to the staff webhook; a
 * `discord_dm` is a player's notification they asked to get on Discord too. The worker
 * (features/outbox/worker.ts) sends the rows later, so an outage neither loses a message nor holds
 * up a request.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { OUTBOX_KINDS, OUTBOX_STATES } from '../../../shared/outbox/messages';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One message. `pending` rows are due at `next_attempt_at`; a worker claims a row by setting
 * `claimed_until` (under FOR UPDATE SKIP LOCKED) and sends it outside any transaction. `failed` is
 * a dead letter (Discord refused it for good: a 4xx other than 429), kept for the console, never
 * retried. `would_send` is a message this server has no way to send (no bot token): shown in the
 * console as what would have gone out.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    /** What it is about: `bug_report:<uuid>`, a delivery id, a dispute id, a notification id. */
    subject_id: text('subject_id').notNull(),
    payload: jsonb('payload').$type<Record<string, string | number | null>>().notNull(),
    status: text('status', { enum: OUTBOX_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_due_idx').on(t.status, t.next_attempt_at),
    check('outbox_messages_kind_check', sql`${t.kind} in (${inList(OUTBOX_KINDS)})`),
    check('outbox_messages_status_check', sql`${t.status} in (${inList(OUTBOX_STATES)})`),
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
