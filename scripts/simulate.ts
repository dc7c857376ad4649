/**
 * npm run simulate -- [--url http://localhost:3000] [--token gst_…] [--minutes 10] [--link CODE …]
 * Plays a game server against a running site: leaders come and go, gym battles are reported,
 * deliveries are leased and acknowledged, and the given link codes are completed. Makes the demo
 * arena live and doubles as a load generator. Loopback or your own site only; stops by itself.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SITE_URL ?? 'http://localhost:3000' },
    token: { type: 'string', default: process.env.GAME_TOKEN ?? process.env.GAME_SERVER_BOOTSTRAP_TOKEN },
    minutes: { type: 'string', default: '10' },
    interval: { type: 'string', default: '3' },
    link: { type: 'string', multiple: true, default: [] },
  },
});

if (!values.token) {
  console.error('A bridge token is needed: npm run game-token -- create simulator, then pass --token gst_…');
  process.exit(2);
}
const base = `${values.url.replace(/\/$/, '')}`;
const headers = { authorization: `Bearer ${values.token}`, 'content-type': 'application/json' };
const stopAt = Date.now() + Number(values.minutes) * 60_000;
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => ({}))) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${json.error?.message ?? ''}`);
  return json;
}

interface Leader {
  player_uuid: string;
  display_name: string;
  minecraft_username: string | null;
}

async function main() {
  const hello = await call<{ server: string }>('GET', '/api/game/v1/heartbeat');
  console.info(
    `simulating game server "${hello.server}" against ${base} until ${new Date(stopAt).toLocaleTimeString()}`,
  );
  for (const code of values.link) {
    const playerUuid = randomUUID();
    const name = `Sim${Math.floor(Math.random() * 10_000)}`;
    try {
      await call('POST', '/api/game/v1/link/complete', { code, player_uuid: playerUuid, player_name: name });
      console.info(`linked code ${code} to ${name}`);
    } catch (error) {
      console.error(`link ${code}: ${(error as Error).message}`);
    }
  }
  const { leaders } = await call<{ leaders: Leader[] }>('GET', '/api/arena/leaders');
  const ladder = await call<{ entries: { player_uuid: string; username: string }[] }>(
    'GET',
    '/api/arena/leaderboard?limit=100',
  );
  if (leaders.length === 0 || ladder.entries.length === 0) {
    console.error('The site has no linked gym leaders or rated players to simulate with.');
    process.exit(1);
  }
  const running = new Map<string, { leader: Leader; challenger: string; started: string }>();
  let tick = 0;
  while (Date.now() < stopAt) {
    tick++;
    const leader = pick(leaders);
    const status = pick(['online', 'online', 'busy', 'offline'] as const);
    await call('POST', '/api/game/v1/presence', { leader_uuid: leader.player_uuid, status }).catch(() => {});
    if (running.size > 0 && Math.random() < 0.6) {
      const [id, battle] = [...running.entries()][0]!;
      running.delete(id);
      const winner = Math.random() < 0.55 ? battle.leader.player_uuid : battle.challenger;
      const result = await call<{ leader_delta: number | null }>('POST', '/api/game/v1/matches', {
        match_id: id,
        leader_uuid: battle.leader.player_uuid,
        challenger_uuid: battle.challenger,
        started_at: battle.started,
        ended_at: new Date().toISOString(),
        winner_uuid: winner,
      });
      const delta = result.leader_delta ?? 0;
      console.info(`battle ${id.slice(0, 8)} finished (leader ${delta >= 0 ? '+' : ''}${delta})`);
    } else {
      const challenger = pick(ladder.entries.filter((e) => e.player_uuid !== leader.player_uuid)).player_uuid;
      const id = randomUUID();
      const started = new Date().toISOString();
      await call('POST', '/api/game/v1/matches', {
        match_id: id,
        leader_uuid: leader.player_uuid,
        challenger_uuid: challenger,
        started_at: started,
      });
      running.set(id, { leader, challenger, started });
    }
    const online = ladder.entries.slice(0, 20).map((e) => e.player_uuid);
    const { deliveries } = await call<{ deliveries: { id: string; command: string }[] }>(
      'GET',
      `/api/game/v1/deliveries?limit=20&online=${online.join(',')}`,
    );
    for (const delivery of deliveries) {
      await call('POST', `/api/game/v1/deliveries/${delivery.id}/ack`, { status: 'delivered' });
      console.info(`ran delivery: ${delivery.command}`);
    }
    if (tick % 10 === 0) await call('GET', '/api/game/v1/heartbeat');
    await new Promise((r) => setTimeout(r, Number(values.interval) * 1000));
  }
  console.info('simulation finished');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
