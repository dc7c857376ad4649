import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { overallState, type StatusComponent, type StatusReport } from '../../../shared/status/status';
import type { AppEnv, Deps } from '../../context';
import type { WidgetReader } from '../discord/widget';

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const start = performance.now();
  try {
    const value = await work();
    return { ms: Math.round(performance.now() - start), value };
  } catch (error) {
    return { ms: Math.round(performance.now() - start), error };
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
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await buildStatusReport(deps, widget));
  });
}
