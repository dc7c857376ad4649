import { isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { PublicIncidentsResponse } from '../../../shared/status/incidents-api';
import { overallState, type StatusComponent, type StatusReport } from '../../../shared/status/status';
import type { AppEnv, Deps } from '../../context';
import { gameServers } from '../../db/schema';
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
  const base = { id: 'game-bridge', name: 'Game server bridge', latency_ms: null };
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
    { id: 'api', name: 'Website & API', state: 'operational', detail: 'Serving requests.', latency_ms: null },
    {
      id: 'database',
      name: 'Database',
      state: database.error ? 'outage' : database.ms > 1000 ? 'degraded' : 'operational',
      detail: database.error ? 'The database did not answer.' : `Answered in ${database.ms} ms.`,
      latency_ms: database.error ? null : database.ms,
    },
    {
      id: 'discord-sign-in',
      name: 'Discord sign-in',
      state: deps.env.demoMode ? 'demo' : 'operational',
      detail: deps.env.demoMode
        ? 'Demo sign-in (no Discord credentials configured).'
        : 'Discord OAuth configured.',
      latency_ms: null,
    },
    {
      id: 'discord-widget',
      name: 'Discord online count',
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
      name: 'Payments',
      state: deps.env.STRIPE_SECRET_KEY ? 'operational' : 'demo',
      detail: deps.env.STRIPE_SECRET_KEY
        ? 'Card checkout configured.'
        : 'Test checkout only (no payment provider configured).',
      latency_ms: null,
    },
  ];
  return {
    checked_at: deps.now().toISOString(),
    overall: overallState(components.map((c) => c.state)),
    components,
  };
}

export function statusRoutes(deps: Deps, widget: WidgetReader) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json((await buildStatusReport(deps, widget)) satisfies StatusReport);
    })
    .get('/incidents', async (c) => {
      // Live: the page refetches on the status_incidents topic, so nothing may cache it.
      c.header('Cache-Control', 'no-store');
      const incidents = await listPublicIncidents(deps.database.db, deps.now());
      return c.json({ incidents } satisfies PublicIncidentsResponse);
    });
}
