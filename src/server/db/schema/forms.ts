/**
 * Submissions of the site's forms, each tied to the account that sent it and carrying a review
 * status for the staff console. Field names follow the product's tables.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const statusColumn = <const T extends readonly [string, ...string[]]>(values: T) =>
  text('status', { enum: values }).notNull().default('new');

const statusCheck = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`);

const userColumn = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const APPLICATION_STATUSES = ['new', 'in_review', 'accepted', 'rejected'] as const;
export const TICKET_STATUSES = ['new', 'in_review', 'resolved'] as const;
export const DECISION_STATUSES = ['new', 'in_review', 'accepted', 'rejected'] as const;

export const gymLeaderApplications = pgTable(
  'gym_leader_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: userColumn(),
    full_name: text('full_name').notNull(),
    discord_username: text('discord_username'),
    minecraft_username: text('minecraft_username').notNull(),
    email: text('email').notNull(),
    timezone: text('timezone').notNull(),
    age_confirmed: boolean('age_confirmed').notNull(),
    age_number: integer('age_number'),
    available_days: text('available_days').array().notNull(),
    available_times: text('available_times').array().notNull(),
    gym_primary: text('gym_primary').notNull(),
    gym_secondary: text('gym_secondary'),
    years_experience: integer('years_experience').notNull(),
    tournament_experience: text('tournament_experience'),
    highest_ranking: text('highest_ranking'),
    team_building_philosophy: text('team_building_philosophy').notNull(),
    discord_management_experience: boolean('discord_management_experience').notNull(),
    status_update_comfort: boolean('status_update_comfort').notNull(),
    conflict_response: text('conflict_response').notNull(),
    why_join: text('why_join').notNull(),
    creating_experience: text('creating_experience').notNull(),
    promotion_strategy: text('promotion_strategy').notNull(),
    revenue_acknowledgement: boolean('revenue_acknowledgement').notNull(),
    rules_acknowledgement: boolean('rules_acknowledgement').notNull(),
    /** Our own URLs of the supporting documents (/api/forms/uploads/<id>), served to the applicant and staff. */
    uploads: text('uploads').array().notNull().default(sql`'{}'::text[]`),
    status: statusColumn(APPLICATION_STATUSES),
    created_at: createdAt(),
  },
  (t) => [
    index('gym_leader_applications_user_id_idx').on(t.user_id, t.created_at),
    index('gym_leader_applications_status_idx').on(t.status, t.created_at),
    statusCheck('gym_leader_applications_status_check', t.status, APPLICATION_STATUSES),
    check('gym_leader_applications_years_check', sql`${t.years_experience} >= 0`),
    check('gym_leader_applications_age_check', sql`${t.age_number} is null or ${t.age_number} >= 18`),
  ],
);

/**
 * A stored supporting document. Its bytes sit in UPLOADS_DIR or in form_upload_contents (see
 * UPLOAD_STORAGE); a row without an application is pending and is removed with its file an hour
 * after upload.
 */
export const formUploads = pgTable(
  'form_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: userColumn(),
    application_id: uuid('application_id').references(() => gymLeaderApplications.id, {
      onDelete: 'set null',
    }),
    /** {userId}/{timestamp}-{random}.{ext}: the path under UPLOADS_DIR when stored on disk. */
    storage_key: text('storage_key').notNull(),
    original_name: text('original_name').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('form_uploads_user_id_idx').on(t.user_id),
    index('form_uploads_application_id_idx').on(t.application_id),
    index('form_uploads_pending_idx').on(t.created_at).where(sql`${t.application_id} is null`),
    uniqueIndex('form_uploads_storage_key_key').on(t.storage_key),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  fromDriver: (value) => value,
});

/**
 * The bytes of an upload when UPLOAD_STORAGE is the database, so every instance can serve every
 * file. Written in the transaction that creates the upload row and deleted with it.
 */
export const formUploadContents = pgTable('form_upload_contents', {
  upload_id: uuid('upload_id')
    .primaryKey()
    .references(() => formUploads.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: userColumn(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    status: statusColumn(TICKET_STATUSES),
    created_at: createdAt(),
  },
  (t) => [
    index('support_tickets_user_id_idx').on(t.user_id, t.created_at),
    index('support_tickets_status_idx').on(t.status, t.created_at),
    statusCheck('support_tickets_status_check', t.status, TICKET_STATUSES),
  ],
);

export const bugReports = pgTable(
  'bug_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: userColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    steps_to_reproduce: text('steps_to_reproduce'),
    expected_behavior: text('expected_behavior'),
    actual_behavior: text('actual_behavior'),
    minecraft_version: text('minecraft_version'),
    mod_version: text('mod_version'),
    severity: text('severity').notNull(),
    status: statusColumn(TICKET_STATUSES),
    created_at: createdAt(),
  },
  (t) => [
    index('bug_reports_user_id_idx').on(t.user_id, t.created_at),
    index('bug_reports_status_idx').on(t.status, t.created_at),
    statusCheck('bug_reports_status_check', t.status, TICKET_STATUSES),
  ],
);

export const featureRequests = pgTable(
  'feature_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: userColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    use_case: text('use_case'),
    priority: text('priority').notNull(),
    status: statusColumn(DECISION_STATUSES),
    created_at: createdAt(),
  },
  (t) => [
    index('feature_requests_user_id_idx').on(t.user_id, t.created_at),
    index('feature_requests_status_idx').on(t.status, t.created_at),
    statusCheck('feature_requests_status_check', t.status, DECISION_STATUSES),
  ],
);

export const banAppeals = pgTable(
  'ban_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: userColumn(),
    minecraft_username: text('minecraft_username').notNull(),
    discord_username: text('discord_username'),
    ban_reason: text('ban_reason').notNull(),
    appeal_reason: text('appeal_reason').notNull(),
    additional_info: text('additional_info'),
    status: statusColumn(DECISION_STATUSES),
    created_at: createdAt(),
  },
  (t) => [
    index('ban_appeals_user_id_idx').on(t.user_id, t.created_at),
    index('ban_appeals_status_idx').on(t.status, t.created_at),
    statusCheck('ban_appeals_status_check', t.status, DECISION_STATUSES),
  ],
);

export const playerReports = pgTable(
  'player_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporter_user_id: userColumn('reporter_user_id'),
    reported_username: text('reported_username').notNull(),
    report_type: text('report_type').notNull(),
    description: text('description').notNull(),
    evidence_links: text('evidence_links').array().notNull().default(sql`'{}'::text[]`),
    status: statusColumn(TICKET_STATUSES),
    created_at: createdAt(),
  },
  (t) => [
    index('player_reports_reporter_user_id_idx').on(t.reporter_user_id, t.created_at),
    index('player_reports_status_idx').on(t.status, t.created_at),
    statusCheck('player_reports_status_check', t.status, TICKET_STATUSES),
  ],
);

/** Alpha sign-ups: one per account. */
export const waitlist = pgTable(
  'waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: userColumn(),
    player_name: text('player_name').notNull(),
    email: text('email').notNull(),
    discord_username: text('discord_username').notNull(),
    minecraft_username: text('minecraft_username'),
    why_join: text('why_join').notNull(),
    most_excited_feature: text('most_excited_feature').notNull(),
    community_enhancement: text('community_enhancement').notNull(),
    status: statusColumn(DECISION_STATUSES),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_user_id_key').on(t.user_id),
    index('waitlist_status_idx').on(t.status, t.created_at),
    statusCheck('waitlist_status_check', t.status, DECISION_STATUSES),
  ],
);
