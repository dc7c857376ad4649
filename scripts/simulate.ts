/**
 * npm run simulate -- [--url http://localhost:3000] [--token gst_…] [--minutes 10] [--interval 3]
 *   [--presence-timeout 120] [--link CODE …]
 * Plays a game server against a running site (the same simulator a demo server runs on itself):
 * leaders come and go, gym battles are reported, deliveries are leased and acknowledged, and the
 * given link codes are completed. Doubles as a load generator. Loopback or your own site only;
 * stops by itself.
 */
import { parseArgs } from 'node:util';
import { runGameSimulation } from '../src/server/features/demo-simulator/game-simulator';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SITE_URL ?? 'http://localhost:3000' },
    token: { type: 'string', default: process.env.GAME_TOKEN ?? process.env.GAME_SERVER_BOOTSTRAP_TOKEN },
    minutes: { type: 'string', default: '10' },
    interval: { type: 'string', default: '3' },
    'presence-timeout': { type: 'string', default: '120' },
    link: { type: 'string', multiple: true, default: [] },
  },
});

if (!values.token) {
  console.error('A bridge token is needed: npm run game-token -- create simulator, then pass --token gst_…');
  process.exit(2);
}

runGameSimulation({
  baseUrl: values.url,
  token: values.token,
  intervalMs: Number(values.interval) * 1000,
  presenceTimeoutMs: Number(values['presence-timeout']) * 1000,
  until: Date.now() + Number(values.minutes) * 60_000,
  linkCodes: values.link,
  log: { info: (message) => console.info(message), warn: (message) => console.warn(message) },
}).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
