/**
 * Incidents staff post for /status-page. An incident is investigated until it is resolved; planned
 * maintenance ends completed (the spec's incident states: resolved, completed).
 */
import type { ComponentState } from './status';

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

/**
 * What an incident says about the site while it is open: a minor incident degrades it, a major or
 * critical one is an outage, maintenance under way is maintenance. Ended incidents and planned
 * maintenance not yet started say nothing.
 */
export function incidentImpact(incident: {
  kind: (typeof INCIDENT_KINDS)[number];
  state: IncidentState;
  severity: (typeof INCIDENT_SEVERITIES)[number];
}): ComponentState | null {
  if (isEndedState(incident.state)) return null;
  if (incident.kind === 'maintenance') return incident.state === 'scheduled' ? null : 'maintenance';
  return incident.severity === 'minor' ? 'degraded' : 'outage';
}

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
