/**
 * Incidents staff post for /status-page. An incident is investigated until it is resolved; planned
 * maintenance ends completed (the spec's incident states: resolved, completed).
 */
export const INCIDENT_KINDS = ['incident', 'maintenance'] as const;
export const INCIDENT_STATES = [
  'investigating',
  'identified',
  'monitoring',
  'scheduled',
  'in_progress',
  'resolved',
  'completed',
] as const;
export const INCIDENT_SEVERITIES = ['minor', 'major', 'critical'] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];

/** The states that end an incident (ended_at is set exactly for these). */
export const ENDED_INCIDENT_STATES: readonly IncidentState[] = ['resolved', 'completed'];
export const isEndedState = (state: IncidentState) => ENDED_INCIDENT_STATES.includes(state);

/** How long an ended incident stays on /status-page. */
export const RECENT_INCIDENT_DAYS = 7;

export const MAX_INCIDENT_TITLE = 120;
export const MAX_INCIDENT_BODY = 2000;

/** What the public sees for each state. */
export const INCIDENT_STATE_LABELS: Record<IncidentState, string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  resolved: 'Resolved',
  completed: 'Completed',
};
