/**
 * In demo mode nothing else reports from a game server, so leaders would time out and the arena
 * would stand still. The server runs the game simulator on itself, through the public bridge API
 * with a token of its own, until it shuts down.
 */
import type { Deps } from '../../context';
import { issueGameServerToken } from '../bridge';
import { runGameSimulation } from './game-simulator';

export const DEMO_SIMULATOR_SERVER_NAME = 'demo-simulator';

export async function startDemoSimulator(deps: Deps, baseUrl: string): Promise<() => void> {
  const { env, logger } = deps;
  const token = await issueGameServerToken(deps.database.db, DEMO_SIMULATOR_SERVER_NAME);
  const controller = new AbortController();
  const log = logger.child({ feature: 'demo-simulator' });
  runGameSimulation({
    baseUrl,
    token,
    intervalMs: env.DEMO_SIMULATOR_INTERVAL_SECONDS * 1000,
    presenceTimeoutMs: env.LEADER_PRESENCE_TIMEOUT_SECONDS * 1000,
    signal: controller.signal,
    fetch: deps.fetch,
    log: { info: (message) => log.debug(message), warn: (message) => log.warn(message) },
  }).catch((err) => log.error({ err }, 'demo simulator stopped'));
  log.info('demo simulator started (DEMO_SIMULATOR=off turns it off)');
  return () => controller.abort();
}
