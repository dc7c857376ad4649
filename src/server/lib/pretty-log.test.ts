import { PassThrough } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { createLogger } from './logger';
import { formatLogLine, prettyLogStream, wantsPrettyLogs } from './pretty-log';
import { requestLog } from './request-log';
import { SIMULATOR_USER_AGENT } from './simulator-agent';
import { startBanner } from './start-banner';

function terminal() {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { out, read: () => text };
}

describe('logs on a terminal', () => {
  it('are readable only on a terminal outside production; JSON everywhere else', () => {
    expect(wantsPrettyLogs({ isTTY: true, isProduction: false })).toBe(true);
    expect(wantsPrettyLogs({ isTTY: true, isProduction: true })).toBe(false);
    expect(wantsPrettyLogs({ isTTY: undefined, isProduction: false })).toBe(false);
  });

  it('turn a JSON line into time, level, message and fields', () => {
    const line = JSON.stringify({
      level: 40,
      time: 0,
      pid: 1,
      service: 'web',
      msg: 'slow',
      ms: 812,
      path: '/a b',
    });
    expect(formatLogLine(line)).toMatch(/^\d\d:\d\d:\d\d WARN {2}slow ms=812 path="\/a b"$/);
  });

  it("leave out the lines of the simulator's calls and keep everyone else's", async () => {
    const screen = terminal();
    const app = new Hono<AppEnv>()
      .use(requestLog(createLogger('info', prettyLogStream(screen.out))))
      .get('/api/arena/leaders', (c) => c.json({ leaders: [] }));
    await app.request('/api/arena/leaders', { headers: { 'user-agent': SIMULATOR_USER_AGENT } });
    await app.request('/api/arena/leaders', { headers: { 'user-agent': 'Mozilla/5.0' } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(formatLogLine(JSON.stringify({ level: 30, msg: 'bridge call', simulator: true }))).toBeNull();
    const lines = screen.read().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/INFO {2}request .*method=GET path=\/api\/arena\/leaders status=200/);
    expect(lines[0]).not.toContain('{');
  });
});

describe('startBanner', () => {
  it('says where the site is, how to sign in to the demo, where the data lives and how to stop', () => {
    const banner = startBanner({
      url: 'http://localhost:3000',
      demoMode: true,
      demoAccounts: ['AshTrainer', 'AdminRowan (admin)'],
      dataDir: '/srv/site/data',
    });
    expect(banner).toContain('ready at http://localhost:3000');
    expect(banner).toContain('AshTrainer, AdminRowan (admin)');
    expect(banner).toContain('Data: /srv/site/data');
    expect(banner).toContain('Ctrl+C');
    const production = startBanner({
      url: 'https://x.test',
      demoMode: false,
      demoAccounts: [],
      dataDir: null,
    });
    expect(production).not.toContain('Demo');
    expect(production).toContain('DATABASE_URL');
  });
});
