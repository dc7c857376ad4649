/** The live status report shown on /status-page, answered by GET /api/status. */
import * as z from 'zod/mini';

export const COMPONENT_STATES = ['operational', 'degraded', 'outage', 'maintenance', 'demo'] as const;
export type ComponentState = (typeof COMPONENT_STATES)[number];

export const statusComponent = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(COMPONENT_STATES),
  detail: z.string(),
  latency_ms: z.nullable(z.number()),
});
export type StatusComponent = z.infer<typeof statusComponent>;

export const statusReport = z.object({
  checked_at: z.string(),
  overall: z.enum(COMPONENT_STATES),
  components: z.array(statusComponent),
});
export type StatusReport = z.infer<typeof statusReport>;

/** The parts of the site the status page reports, in its order; incidents name them by id. */
export const STATUS_COMPONENTS = [
  { id: 'api', name: 'Website & API' },
  { id: 'database', name: 'Database' },
  { id: 'discord-sign-in', name: 'Discord sign-in' },
  { id: 'discord-widget', name: 'Discord online count' },
  { id: 'game-bridge', name: 'Game server bridge' },
  { id: 'payments', name: 'Payments' },
] as const;
export type StatusComponentId = (typeof STATUS_COMPONENTS)[number]['id'];
export const STATUS_COMPONENT_IDS = STATUS_COMPONENTS.map((c) => c.id) as [
  StatusComponentId,
  ...StatusComponentId[],
];

/** The name the page shows for a component id; incidents posted before ids were kept show their own text. */
export const componentName = (id: string): string => STATUS_COMPONENTS.find((c) => c.id === id)?.name ?? id;

/** The worst state wins; demo stand-ins count as working. */
export function overallState(states: ComponentState[]): ComponentState {
  if (states.includes('outage')) return 'outage';
  if (states.includes('degraded')) return 'degraded';
  if (states.includes('maintenance')) return 'maintenance';
  return 'operational';
}

export const STATUS_REFRESH_SECONDS = 30;
