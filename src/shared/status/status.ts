/** The live status report shown on /status-page, answered by GET /api/status. */
export const COMPONENT_STATES = ['operational', 'degraded', 'outage', 'maintenance', 'demo'] as const;
export type ComponentState = (typeof COMPONENT_STATES)[number];

export interface StatusComponent {
  id: string;
  name: string;
  state: ComponentState;
  detail: string;
  latency_ms: number | null;
}

export interface StatusReport {
  checked_at: string;
  overall: ComponentState;
  components: StatusComponent[];
}

/** The worst state wins; demo stand-ins count as working. */
export function overallState(states: ComponentState[]): ComponentState {
  if (states.includes('outage')) return 'outage';
  if (states.includes('degraded')) return 'degraded';
  if (states.includes('maintenance')) return 'maintenance';
  return 'operational';
}

export const STATUS_REFRESH_SECONDS = 30;
