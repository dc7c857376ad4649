import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, loadEnv, parseEnv } from './env';

const messages = (source: Record<string, string>) => {
  try {
    parseEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
};

describe('parseEnv', () => {
  it('starts in demo mode with defaults on a fresh machine', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.publicOrigin).toBe('http://localhost:3000');
    expect(env.demoMode).toBe(true);
    expect(env.isProduction).toBe(false);
    expect(env.DATA_DIR.endsWith('/data')).toBe(true);
  });

  it('keeps uploads where UPLOAD_STORAGE says, auto unless set, and refuses other places', () => {
    expect(parseEnv({}).UPLOAD_STORAGE).toBe('auto');
    expect(parseEnv({ UPLOAD_STORAGE: 'database' }).UPLOAD_STORAGE).toBe('database');
    expect(messages({ UPLOAD_STORAGE: 's3' })[0]).toMatch(/^UPLOAD_STORAGE /);
  });

  it('runs the demo simulator in demo mode unless turned off, and never in production', () => {
    expect(parseEnv({}).demoSimulator).toBe(true);
    expect(parseEnv({ DEMO_SIMULATOR: 'off' }).demoSimulator).toBe(false);
    expect(parseEnv({ DISCORD_CLIENT_ID: '1', DISCORD_CLIENT_SECRET: 's' }).demoSimulator).toBe(false);
    const production = parseEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://play.example.com',
      DISCORD_CLIENT_ID: '1',
      DISCORD_CLIENT_SECRET: 's',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      DEMO_SIMULATOR: 'on',
    });
    expect(production.demoSimulator).toBe(false);
    expect(messages({ DEMO_SIMULATOR: 'yes' })[0]).toMatch(/^DEMO_SIMULATOR /);
  });

  it('follows PORT in the default public address', () => {
    expect(parseEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('leaves demo mode once Discord credentials are set', () => {
    const env = parseEnv({ DISCORD_CLIENT_ID: '1', DISCORD_CLIENT_SECRET: 's' });
    expect(env.demoMode).toBe(false);
  });

  it('names the variable with a wrong value', () => {
    expect(messages({ PORT: 'eighty' })[0]).toMatch(/^PORT /);
    expect(messages({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL must be a postgres/);
    expect(messages({ NODE_ENV: 'staging' })[0]).toMatch(/^NODE_ENV /);
    expect(messages({ DISCORD_GUILD_ID: 'abc' })[0]).toMatch(/^DISCORD_GUILD_ID /);
  });

  it('requires both Discord credentials together', () => {
    expect(messages({ DISCORD_CLIENT_ID: '1' })).toEqual([
      'DISCORD_CLIENT_SECRET set DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET together',
    ]);
  });

  it('refuses production without Discord credentials and a public address (no silent demo mode)', () => {
    const problems = messages({ NODE_ENV: 'production' });
    expect(problems).toContain(
      'DISCORD_CLIENT_ID is required in production (demo sign-in is refused when NODE_ENV=production)',
    );
    expect(problems).toContain('PUBLIC_URL is required in production');
    expect(problems).toContain(
      'STRIPE_SECRET_KEY is required in production (the test checkout is refused when NODE_ENV=production)',
    );
    expect(problems).toContain(
      'STRIPE_WEBHOOK_SECRET is required in production (the test checkout is refused when NODE_ENV=production)',
    );
  });

  it('accepts a complete production configuration', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://play.example.com/',
      DISCORD_CLIENT_ID: '1',
      DISCORD_CLIENT_SECRET: 's',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(env.demoMode).toBe(false);
    expect(env.PUBLIC_URL).toBe('https://play.example.com');
  });

  it('turns staff notifications on with an http(s) webhook only, never echoing the secret', () => {
    expect(parseEnv({}).STAFF_DISCORD_WEBHOOK_URL).toBeUndefined();
    expect(parseEnv({ STAFF_DISCORD_WEBHOOK_URL: ' ' }).STAFF_DISCORD_WEBHOOK_URL).toBeUndefined();
    const url = 'https://discord.com/api/webhooks/1/token-abc';
    expect(parseEnv({ STAFF_DISCORD_WEBHOOK_URL: url }).STAFF_DISCORD_WEBHOOK_URL).toBe(url);
    for (const wrong of ['discord-token-abc', 'ftp://discord.com/api/webhooks/1/token-abc']) {
      const [problem] = messages({ STAFF_DISCORD_WEBHOOK_URL: wrong });
      expect(problem).toMatch(/^STAFF_DISCORD_WEBHOOK_URL /);
      expect(problem).not.toContain('token-abc');
    }
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', DISCORD_CLIENT_ID: ' ', DISCORD_CLIENT_SECRET: '' }).demoMode).toBe(
      true,
    );
  });
});

describe('loadEnv', () => {
  const touched = ['LOG_LEVEL', 'ARENA_CACHE_SECONDS', 'SESSION_TTL_DAYS'];
  const before = Object.fromEntries(touched.map((key) => [key, process.env[key]]));
  afterEach(() => {
    for (const key of touched) {
      if (before[key] === undefined) delete process.env[key];
      else process.env[key] = before[key];
    }
  });

  it('reads .env, and the real environment wins over it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-file-'));
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, '# local settings\nARENA_CACHE_SECONDS=42\nLOG_LEVEL=debug\n');
    delete process.env.ARENA_CACHE_SECONDS;
    process.env.LOG_LEVEL = 'error';
    try {
      const env = loadEnv(file);
      expect(env.ARENA_CACHE_SECONDS).toBe(42);
      expect(env.LOG_LEVEL).toBe('error');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts without a .env file', () => {
    delete process.env.SESSION_TTL_DAYS;
    expect(loadEnv(path.join(os.tmpdir(), 'no-such-folder', '.env')).SESSION_TTL_DAYS).toBe(30);
  });
});
