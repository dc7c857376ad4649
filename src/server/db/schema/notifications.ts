/**
 * The players' inbox: one row per notification and per recipient, written by the code that decides
 * it in the transaction of its cause (features/notifications). `(user_id, kind, cause_id)` is
 * unique, so a cause processed twice, or by two requests at once, gives one notification.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS } from '../../../shared/notifications/kinds';
import { users } from './accounts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** What caused it, unique per recipient and kind: `ban:<id>`, `refund:<purchase>:<total>`… */
    cause_id: text('cause_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A site path to what it is about. */
    link: text('link'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    unique('notifications_once_per_cause').on(t.user_id, t.kind, t.cause_id),
    index('notifications_inbox_idx').on(t.user_id, t.created_at.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
    check('notifications_kind_check', sql`${t.kind} in (${inList(NOTIFICATION_KINDS)})`),
  ],
);

/** A player's choice per kind; no row means the site only. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    delivery: text('delivery', { enum: NOTIFICATION_DELIVERIES }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.kind] }),
    check('notification_preferences_kind_check', sql`${t.kind} in (${inList(NOTIFICATION_KINDS)})`),
    check(
      'notification_preferences_delivery_check',
      sql`${t.delivery} in (${inList(NOTIFICATION_DELIVERIES)})`,
    ),
  ],
);
