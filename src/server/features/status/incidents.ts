/** Incidents as /status-page shows them: the open ones and those that ended in the last week. */
import { desc, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import { RECENT_INCIDENT_DAYS } from '../../../shared/status/incidents';
import type { StatusIncident } from '../../../shared/status/incidents-api';
import type { Db } from '../../db/client';
import { statusIncidents } from '../../db/schema';

type IncidentRow = typeof statusIncidents.$inferSelect;

/** The wire shape of one row (staff and the public see the same fields). */
export function incidentView(row: IncidentRow): StatusIncident {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    state: row.state,
    severity: row.severity,
    components: row.components,
    started_at: row.started_at.toISOString(),
    ended_at: row.ended_at?.toISOString() ?? null,
  };
}

export async function listPublicIncidents(db: Db, now: Date): Promise<StatusIncident[]> {
  const since = new Date(now.getTime() - RECENT_INCIDENT_DAYS * 24 * 60 * 60_000);
  const rows = await db
    .select()
    .from(statusIncidents)
    .where(or(isNull(statusIncidents.ended_at), gte(statusIncidents.ended_at, since)))
    .orderBy(...openFirstNewest)
    .limit(50);
  return rows.map(incidentView);
}

/**
 * Open incidents first, each group newest first. Ordered before the limit, so an incident still
 * open is never left off by a run of newer ones that have ended.
 */
export const openFirstNewest: SQL[] = [
  sql`(${statusIncidents.ended_at} is null) desc`,
  desc(statusIncidents.started_at),
];
