import { desc, isNull, sql } from 'drizzle-orm';
import { statusEndpoints } from '../../../shared/status/endpoints';
import { incidentEndpoints } from '../../../shared/status/incident-endpoints';
import { incidentImpact } from '../../../shared/status/incidents';
import type { PublicIncidentsResponse } from '../../../shared/status/incidents-api';
import {
  type ComponentState,
  componentName,
  overallState,
  type StatusComponent,
  type StatusReport,
} from '../../../shared/status/status';
import type { Deps } from '../../context';
import { gameServers, statusIncidents } from '../../db/schema';
import { endpointRoutes } from '../../lib/endpoint-routes';
import type { WidgetReader } from '../discord';
import { listPublicIncidents } from './incidents';

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const start = performance.now();
  try {
    const value = await work();
    return { ms: Math.round(performance.now() - start), value };
  } catch (error) {
    return { ms: Math.round(performance.now() - start), error };
  }
}

/** The bridge is healthy when a game server has called in during the last five minutes. */
async function gameBridgeComponent(deps: Deps): Promise<StatusComponent> {
  const base = { id: 'game-bridge', name: componentName('game-bridge'), latency_ms: null };
  try {
    const [row] = await deps.database.db
      .select({
        servers: sql<number>`count(*)::int`,
        lastSeen: sql<string | null>`max(${gameServers.last_seen_at})`,
      })
      .from(gameServers)
      .where(isNull(gameServers.revoked_at));
    const servers = Number(row?.servers ?? 0);
    if (servers === 0) return { ...base, state: 'demo', detail: 'No game server connected yet.' };
    const lastSeen = row?.lastSeen ? new Date(row.lastSeen) : null;
    const fresh = lastSeen && deps.now().getTime() - lastSeen.getTime() < 5 * 60_000;
    return fresh
      ? { ...base, state: 'operational', detail: `Game server last reported at ${lastSeen.toISOString()}.` }
      : { ...base, state: 'degraded', detail: 'No game server has reported in the last five minutes.' };
  } catch {
    return { ...base, state: 'outage', detail: 'Could not read the bridge state.' };
  }
}

/** Reports the real state of this site's parts; features that add an integration add a check. */
export async function buildStatusReport(deps: Deps, widget: WidgetReader): Promise<StatusReport> {
  const database = await timed(() => deps.database.db.execute(sql`select 1`));
  const discordWidget = await timed(() => widget.read());
  const components: StatusComponent[] = [
    {
      id: 'api',
      name: componentName('api'),
      state: 'operational',
      detail: 'Serving requests.',
      latency_ms: null,
    },
    {
      id: 'database',
      name: componentName('database'),
      state: database.error ? 'outage' : database.ms > 1000 ? 'degraded' : 'operational',
      detail: database.error ? 'The database did not answer.' : `Answered in ${database.ms} ms.`,
      latency_ms: database.error ? null : database.ms,
    },
    {
      id: 'discord-sign-in',
      name: componentName('discord-sign-in'),
      state: deps.env.demoMode ? 'demo' : 'operational',
      detail: deps.env.demoMode
        ? 'Demo sign-in (no Discord credentials configured).'
        : 'Discord OAuth configured.',
      latency_ms: null,
    },
    {
      id: 'discord-widget',
      name: componentName('discord-widget'),
      state: !widget.configured() ? 'demo' : discordWidget.value?.ok ? 'operational' : 'degraded',
      detail: !widget.configured()
        ? 'No Discord server configured.'
        : discordWidget.value?.ok
          ? `${discordWidget.value.value.online} members online.`
          : 'The Discord widget is not answering.',
      latency_ms: widget.configured() ? discordWidget.ms : null,
    },
    await gameBridgeComponent(deps),
    {
      id: 'payments',
      name: componentName('payments'),
      state: deps.env.STRIPE_SECRET_KEY ? 'operational' : 'demo',
      detail: deps.env.STRIPE_SECRET_KEY
        ? 'Card checkout configured.'
        : 'Test checkout only (no payment provider configured).',
      latency_ms: null,
    },
  ];
  const impacts = await openIncidentImpacts(deps);
  const shown = components.map((component) => {
    const named = impacts.filter((impact) => impact.components.includes(component.id));
    const worst = overallState([component.state, ...named.map((impact) => impact.state)]);
    if (worst === component.state || (component.state === 'demo' && worst === 'operational'))
      return component;
    return { ...component, state: worst, detail: `${component.detail} Incident: ${named[0]!.title}.` };
  });
  return {
    checked_at: deps.now().toISOString(),
    // Staff know of trouble the checks cannot see: the worst open incident counts as well.
    overall: overallState([...shown.map((c) => c.state), ...impacts.map((impact) => impact.state)]),
    components: shown,
  };
}

interface IncidentImpact {
  title: string;
  state: ComponentState;
  components: string[];
}

/** Open incidents and maintenance under way, worst first; none when the database cannot say. */
async function openIncidentImpacts(deps: Deps): Promise<IncidentImpact[]> {
  try {
    const rows = await deps.database.db
      .select()
      .from(statusIncidents)
      .where(isNull(statusIncidents.ended_at))
      .orderBy(desc(statusIncidents.started_at))
      .limit(50);
    const impacts: IncidentImpact[] = [];
    for (const row of rows) {
      const state = incidentImpact(row);
      if (state) impacts.push({ title: row.title, state, components: row.components });
    }
    const rank = (state: ComponentState) => ['outage', 'degraded', 'maintenance'].indexOf(state);
    return impacts.sort((a, b) => rank(a.state) - rank(b.state));
  } catch {
    // The database component already reports the outage.
    return [];
  }
}

export function statusRoutes(deps: Deps, widget: WidgetReader) {
  return endpointRoutes('/status')
    .on(statusEndpoints.report, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json((await buildStatusReport(deps, widget)) satisfies StatusReport);
    })
    .on(incidentEndpoints.incidents, async (c) => {
      // Live: the page refetches on the status_incidents topic, so nothing may cache it.
      c.header('Cache-Control', 'no-store');
      const incidents = await listPublicIncidents(deps.database.db, deps.now());
      return c.json({ incidents } satisfies PublicIncidentsResponse);
    }).routes;
}
