/**
 * Plays a Minecraft server against the site's game-server bridge, over HTTP like a real plugin:
 * leaders come and go (and keep their presence alive), gym battles start and finish, deliveries
 * are leased and acknowledged, and given link codes are completed. The demo server runs it on
 * itself; `npm run simulate` runs it against any site you own.
 */
import { randomUUID } from 'node:crypto';
import { SIMULATOR_USER_AGENT } from '../../lib/simulator-agent';
import { playShowdownBattle, winnerOf } from '../replays';

export interface SimulationLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SimulationOptions {
  /** The site's address, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  /** A bridge token (gst_…). */
  token: string;
  /** Pause between two rounds (one presence change, one battle step, one delivery lease). */
  intervalMs: number;
  /** The site's presence timeout: live leaders are reported again well within it. */
  presenceTimeoutMs: number;
  /** Stops at this time (ms since the epoch) or when the signal aborts, whichever comes first. */
  until?: number;
  signal?: AbortSignal;
  linkCodes?: string[];
  log: SimulationLog;
  fetch?: typeof fetch;
}

interface Leader {
  player_uuid: string;
  display_name: string;
  minecraft_username: string | null;
  status: 'online' | 'busy' | 'offline';
}

interface Battle {
  leader: string;
  challenger: string;
  started: string;
}

type Status = Leader['status'];

/** With this many leaders online or fewer, nobody leaves: the demo arena never empties. */
const MIN_ONLINE = 3;
/** Rounds between two reloads of the leader list and the ladder (new leaders, new players). */
const RELOAD_EVERY = 50;
/**
 * A finished battle carries a Showdown log at most this often: playing one in the engine takes
 * about 300 ms of CPU in the process that runs the simulator (the demo server itself).
 */
const REPLAY_EVERY_MS = 60_000;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

export class BridgeClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly doFetch: typeof fetch = globalThis.fetch,
  ) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.doFetch(`${this.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        'content-type': 'application/json',
        'user-agent': SIMULATOR_USER_AGENT,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as T & { error?: { message?: string } };
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${json.error?.message ?? ''}`.trim());
    return json;
  }
}

/**
 * Waits `ms`, or less if the signal aborts. The signal lives as long as the simulation, so the
 * listener goes when the wait ends: one left per round would pile up (and Node warns past ten).
 */
function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** The next status for one leader: mostly online, never leaving fewer than MIN_ONLINE online. */
export function nextStatus(statuses: Map<string, Status>, random = Math.random): Status {
  const online = [...statuses.values()].filter((s) => s === 'online').length;
  if (online <= MIN_ONLINE) return 'online';
  const roll = random();
  if (roll < 0.5) return 'online';
  return roll < 0.75 ? 'busy' : 'offline';
}

export async function runGameSimulation(options: SimulationOptions): Promise<void> {
  const { log, signal } = options;
  const bridge = new BridgeClient(options.baseUrl, options.token, options.fetch);
  const stopped = () => signal?.aborted || (options.until !== undefined && Date.now() >= options.until);
  // Presence writes are throttled by the site, so report a third of the timeout apart.
  const heartbeatMs = Math.max(1000, Math.floor(options.presenceTimeoutMs / 3));

  const hello = await bridge.call<{ server: string }>('GET', '/api/game/v1/heartbeat');
  log.info(`simulating game server "${hello.server}" against ${options.baseUrl}`);
  for (const code of options.linkCodes ?? []) {
    const name = `Sim${Math.floor(Math.random() * 10_000)}`;
    await bridge
      .call('POST', '/api/game/v1/link/complete', { code, player_uuid: randomUUID(), player_name: name })
      .then(() => log.info(`linked code ${code} to ${name}`))
      .catch((error: Error) => log.warn(`link ${code}: ${error.message}`));
  }

  let leaders: Leader[] = [];
  let players: string[] = [];
  const names = new Map<string, string>();
  let lastReplayAt = 0;
  const statuses = new Map<string, Status>();
  const lastReported = new Map<string, number>();
  const battles = new Map<string, Battle>();

  const reload = async () => {
    ({ leaders } = await bridge.call<{ leaders: Leader[] }>('GET', '/api/arena/leaders'));
    const ladder = await bridge.call<{ entries: { player_uuid: string; mc_name: string | null }[] }>(
      'GET',
      '/api/arena/leaderboard?limit=100',
    );
    players = ladder.entries.map((e) => e.player_uuid);
    for (const entry of ladder.entries) if (entry.mc_name) names.set(entry.player_uuid, entry.mc_name);
    for (const leader of leaders)
      if (leader.minecraft_username) names.set(leader.player_uuid, leader.minecraft_username);
    for (const leader of leaders)
      if (!statuses.has(leader.player_uuid)) statuses.set(leader.player_uuid, leader.status);
  };

  const report = async (uuid: string, status: Status) => {
    await bridge.call('POST', '/api/game/v1/presence', { leader_uuid: uuid, status });
    statuses.set(uuid, status);
    lastReported.set(uuid, Date.now());
  };

  /** Now and then a battle is played in Showdown's engine: its log, and its winner for the report. */
  const replayFor = async (battle: Battle) => {
    const leaderName = names.get(battle.leader);
    const challengerName = names.get(battle.challenger);
    if (!leaderName || !challengerName || Date.now() - lastReplayAt < REPLAY_EVERY_MS) return undefined;
    lastReplayAt = Date.now();
    const log = await playShowdownBattle({
      format: Math.random() < 0.5 ? 'singles' : 'doubles',
      seed: Math.floor(Math.random() * 2 ** 31),
      players: [leaderName, challengerName],
    });
    const won = winnerOf(log);
    const winner =
      won === leaderName ? battle.leader : won === challengerName ? battle.challenger : undefined;
    return winner ? { log, winner } : undefined;
  };

  const battleStep = async () => {
    const live = leaders.filter((l) => statuses.get(l.player_uuid) !== 'offline');
    const finished = [...battles.entries()][0];
    if (finished && (Math.random() < 0.6 || live.length === 0)) {
      const [id, battle] = finished;
      battles.delete(id);
      const replay = await replayFor(battle);
      const result = await bridge.call<{ leader_delta: number | null }>('POST', '/api/game/v1/matches', {
        match_id: id,
        leader_uuid: battle.leader,
        challenger_uuid: battle.challenger,
        started_at: battle.started,
        ended_at: new Date().toISOString(),
        winner_uuid: replay?.winner ?? (Math.random() < 0.55 ? battle.leader : battle.challenger),
        showdown_log: replay?.log,
      });
      const delta = result.leader_delta ?? 0;
      log.info(`battle ${id.slice(0, 8)} finished (leader ${delta >= 0 ? '+' : ''}${delta})`);
      return;
    }
    if (live.length === 0) return;
    const leader = pick(live).player_uuid;
    const challengers = players.filter((p) => p !== leader);
    if (challengers.length === 0) return;
    const battle = { leader, challenger: pick(challengers), started: new Date().toISOString() };
    const id = randomUUID();
    await bridge.call('POST', '/api/game/v1/matches', {
      match_id: id,
      leader_uuid: battle.leader,
      challenger_uuid: battle.challenger,
      started_at: battle.started,
    });
    battles.set(id, battle);
  };

  const runDeliveries = async () => {
    // The ladder's players and the leaders stand in for the people logged in to the server.
    const online = [...new Set([...players, ...leaders.map((l) => l.player_uuid)])].slice(0, 200);
    const { deliveries } = await bridge.call<{ deliveries: { id: string; command: string }[] }>(
      'GET',
      `/api/game/v1/deliveries?limit=20&online=${online.join(',')}`,
    );
    for (const delivery of deliveries) {
      await bridge.call('POST', `/api/game/v1/deliveries/${delivery.id}/ack`, { status: 'delivered' });
      log.info(`ran delivery: ${delivery.command}`);
    }
  };

  for (let round = 0; !stopped(); round++) {
    try {
      if (round % RELOAD_EVERY === 0) await reload();
      if (leaders.length > 0) {
        const leader = pick(leaders).player_uuid;
        await report(leader, nextStatus(statuses, Math.random));
        const now = Date.now();
        for (const [uuid, status] of statuses) {
          if (status !== 'offline' && now - (lastReported.get(uuid) ?? 0) >= heartbeatMs) {
            await report(uuid, status);
          }
        }
      }
      await battleStep();
      await runDeliveries();
    } catch (error) {
      // A busy or restarting site: carry on with the next round.
      log.warn(`simulation round failed: ${(error as Error).message}`);
    }
    await sleep(options.intervalMs, signal);
  }
  log.info('simulation finished');
}
