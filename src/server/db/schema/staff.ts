/**
 * The staff console: review data kept beside the seven form tables (keyed by form kind and
 * submission id, so the forms' own tables keep only their status), and the audit log every staff
 * write adds to in its own transaction.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FORM_KINDS } from '../../../shared/forms/submissions';
import { AUDIT_TARGET_TYPES, STAFF_PERMISSIONS } from '../../../shared/staff/review';
import { users } from './accounts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** One row per submission staff have touched: who looks after it and the reply its sender sees. */
export const staffSubmissionReviews = pgTable(
  'staff_submission_reviews',
  {
    kind: text('kind', { enum: FORM_KINDS }).notNull(),
    submission_id: uuid('submission_id').notNull(),
    assignee_id: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The latest reply to the submitter; earlier ones are in the audit log. */
    reply: text('reply'),
    reply_at: timestamp('reply_at', { withTimezone: true }),
    reply_by: uuid('reply_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.submission_id] }),
    index('staff_submission_reviews_assignee_idx').on(t.assignee_id),
    index('staff_submission_reviews_reply_by_idx').on(t.reply_by),
    check('staff_submission_reviews_kind_check', sql`${t.kind} in (${inList(FORM_KINDS)})`),
    check('staff_submission_reviews_reply_check', sql`(${t.reply} is null) = (${t.reply_at} is null)`),
  ],
);

/** Internal notes on a submission: staff read them, the submitter never does. */
export const staffSubmissionNotes = pgTable(
  'staff_submission_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: FORM_KINDS }).notNull(),
    submission_id: uuid('submission_id').notNull(),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_submission_notes_submission_idx').on(t.kind, t.submission_id, t.created_at),
    index('staff_submission_notes_author_idx').on(t.author_id),
    check('staff_submission_notes_kind_check', sql`${t.kind} in (${inList(FORM_KINDS)})`),
  ],
);

/**
 * Every change made through the console, append-only (a trigger refuses updates and deletes). The
 * actor is kept by id and by name, without a foreign key, so the trail outlives the account; a
 * null actor is the server itself (admins from configuration).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor_user_id: uuid('actor_user_id'),
    actor_name: text('actor_name'),
    action: text('action').notNull(),
    target_type: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    target_id: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, string | number | boolean | null>>(),
    after: jsonb('after').$type<Record<string, string | number | boolean | null>>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_actor_idx').on(t.actor_user_id, t.id),
    // Target ids never collide across types ('bug_report:<uuid>' vs a user's uuid).
    index('staff_audit_log_target_idx').on(t.target_id, t.id),
    index('staff_audit_log_target_type_idx').on(t.target_type, t.id),
    check('staff_audit_log_target_type_check', sql`${t.target_type} in (${inList(AUDIT_TARGET_TYPES)})`),
    check('staff_audit_log_actor_check', sql`(${t.actor_user_id} is null) = (${t.actor_name} is null)`),
  ],
);

/** What a staff member may do beyond the staff role (admins may do everything): granted by admins. */
export const staffPermissions = pgTable(
  'staff_permissions',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission', { enum: STAFF_PERMISSIONS }).notNull(),
    granted_at: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.permission] }),
    check('staff_permissions_permission_check', sql`${t.permission} in (${inList(STAFF_PERMISSIONS)})`),
  ],
);
