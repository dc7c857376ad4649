/** Wire shapes of incidents: the public read on /status-page and the staff console's answers. */
import * as z from 'zod/mini';
import { INCIDENT_KINDS, INCIDENT_SEVERITIES, INCIDENT_STATES } from './incidents';

export const statusIncident = z.object({
  id: z.string(),
  kind: z.enum(INCIDENT_KINDS),
  title: z.string(),
  body: z.string(),
  state: z.enum(INCIDENT_STATES),
  severity: z.enum(INCIDENT_SEVERITIES),
  components: z.array(z.string()),
  started_at: z.string(),
  ended_at: z.nullable(z.string()),
});
export type StatusIncident = z.infer<typeof statusIncident>;

/** GET /api/status/incidents: open incidents and those ended in the last RECENT_INCIDENT_DAYS days. */
export const publicIncidentsResponse = z.object({ incidents: z.array(statusIncident) });
export type PublicIncidentsResponse = z.infer<typeof publicIncidentsResponse>;

/** GET /api/staff/incidents: every incident, newest first. */
export const staffIncidentsResponse = z.object({ incidents: z.array(statusIncident) });
export type StaffIncidentsResponse = z.infer<typeof staffIncidentsResponse>;

/** POST /api/staff/incidents, PATCH /api/staff/incidents/:id */
export const staffIncidentResponse = z.object({ incident: statusIncident });
export type StaffIncidentResponse = z.infer<typeof staffIncidentResponse>;
