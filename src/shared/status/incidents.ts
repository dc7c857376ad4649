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
