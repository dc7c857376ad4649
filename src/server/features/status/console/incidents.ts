/**
 * Incidents staff post for /status-page. Nothing deletes: an incident ends by moving to resolved
 * (or completed, for maintenance), which sets ended_at; moving back to an open state clears it.
 * The table's check constraint holds the same rule.
 */
import { eq, sql } from 'drizzle-orm';
import type { IncidentCreate, IncidentUpdate } from '../../../../shared/status/console/incidents';
import { isEndedState } from '../../../../shared/status/incidents';
import type { StatusIncident } from '../../../../shared/status/incidents-api';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/client';
import { statusIncidents } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { auditAs } from '../../staff';
import { incidentView, openFirstNewest } from '../incidents';

type Created = Required<IncidentCreate>;

export async function listStaffIncidents(db: Db): Promise<StatusIncident[]> {
  const rows = await db
    .select()
    .from(statusIncidents)
    .orderBy(...openFirstNewest)
    .limit(200);
  return rows.map(incidentView);
}

/** The audited fields, flat for the audit log. */
function traced(incident: StatusIncident) {
  return {
    title: incident.title,
    state: incident.state,
    severity: incident.severity,
    ended_at: incident.ended_at,
  };
}

export async function createIncident(db: Db, actor: SessionUser, input: Created, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(statusIncidents)
      .values({
        ...input,
        started_at: now,
        ended_at: isEndedState(input.state) ? now : null,
        created_by: actor.id,
      })
      .returning();
    const incident = incidentView(row!);
    await auditAs(actor)(tx, {
      action: 'incident.create',
      targetType: 'incident',
      targetId: incident.id,
      after: traced(incident),
    });
    return incident;
  });
}

export async function updateIncident(
  db: Db,
  actor: SessionUser,
  id: string,
  input: IncidentUpdate,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(statusIncidents).where(eq(statusIncidents.id, id)).for('update');
    if (!current) throw notFound('No such incident.');
    const state = input.state ?? current.state;
    // Ending keeps the first end time when only the wording changes afterwards.
    const endedAt = isEndedState(state) ? (current.ended_at ?? now) : null;
    const [row] = await tx
      .update(statusIncidents)
      .set({ ...input, state, ended_at: endedAt, updated_at: sql`now()` })
      .where(eq(statusIncidents.id, id))
      .returning();
    const before = incidentView(current);
    const incident = incidentView(row!);
    await auditAs(actor)(tx, {
      action: 'incident.update',
      targetType: 'incident',
      targetId: id,
      before: traced(before),
      after: traced(incident),
    });
    return incident;
  });
}
