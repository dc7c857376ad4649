import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INCIDENT_KINDS, INCIDENT_SEVERITIES, INCIDENT_STATES } from '../../../shared/status/incidents';
import { users } from './accounts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** An incident or planned maintenance staff post; /status-page shows the open ones and the recent. */
export const statusIncidents = pgTable(
  'status_incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: INCIDENT_KINDS }).notNull().default('incident'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    state: text('state', { enum: INCIDENT_STATES }).notNull().default('investigating'),
    severity: text('severity', { enum: INCIDENT_SEVERITIES }).notNull().default('minor'),
    /** Which parts of the site it affects, as the status page names its components. */
    components: text('components').array().notNull().default(sql`'{}'::text[]`),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('status_incidents_started_idx').on(t.started_at.desc()),
    check('status_incidents_kind_check', sql`${t.kind} in (${inList(INCIDENT_KINDS)})`),
    check('status_incidents_state_check', sql`${t.state} in (${inList(INCIDENT_STATES)})`),
    check('status_incidents_severity_check', sql`${t.severity} in (${inList(INCIDENT_SEVERITIES)})`),
    check(
      'status_incidents_ended_check',
      sql`(${t.state} in ('resolved', 'completed')) = (${t.ended_at} is not null)`,
    ),
  ],
);
