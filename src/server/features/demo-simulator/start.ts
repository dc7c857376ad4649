/**
 * In demo mode nothing else reports from a game server, so leaders would time out and the arena
 * would stand still. The server runs the game simulator on itself, through the public bridge API
 * with a token of its own, until it shuts down.
 */
import type { Deps } from '../../context';
import { issueGameServerToken } from '../bridge';
import { runGameSimulation } from './game-simulator';
import { abandonStrandedBattles } from './stranded-battles';

export const DEMO_SIMULATOR_SERVER_NAME = 'demo-simulator';
/** Battles left open are looked for every this many simulator rounds (30 s by default). */
const SWEEP_EVERY_ROUNDS = 6;

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
  const sweep = () =>
    abandonStrandedBattles(deps)
      .then((count) => count > 0 && log.info({ count }, 'abandoned battles left open'))
      .catch((err) => log.warn({ err }, 'could not close battles left open'));
  void sweep();
  const sweeper = setInterval(sweep, env.DEMO_SIMULATOR_INTERVAL_SECONDS * 1000 * SWEEP_EVERY_ROUNDS);
  sweeper.unref();
  log.info('demo simulator started (DEMO_SIMULATOR=off turns it off)');
  return () => {
    controller.abort();
    clearInterval(sweeper);
  };
}
