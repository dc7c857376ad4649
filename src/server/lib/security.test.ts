import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Deps } from '../context';
import { parseEnv } from '../env';
import { AppError } from './errors';
import { csrfProtection } from './security';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://play.example.com',
  DISCORD_CLIENT_ID: 'id',
  DISCORD_CLIENT_SECRET: 'secret',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

function appWith(env: Record<string, string>) {
  const deps = { env: parseEnv(env) } as Deps;
  const app = new Hono<AppEnv>()
    .use(csrfProtection(deps, []))
    .post('/write', (c) => c.text('ok'))
    .onError((error, c) => c.text(error.message, error instanceof AppError ? error.status : 500));
  return (url: string, origin: string) => app.request(url, { method: 'POST', headers: { origin } });
}

describe('CSRF origin check', () => {
  it('outside production, accepts a write from the origin the site was opened at', async () => {
    const write = appWith({ NODE_ENV: 'development', PORT: '3000' });
    expect((await write('http://127.0.0.1:3000/write', 'http://127.0.0.1:3000')).status).toBe(200);
    expect((await write('http://192.168.1.20:3000/write', 'http://192.168.1.20:3000')).status).toBe(200);
    expect((await write('http://localhost:3000/write', 'http://localhost:3000')).status).toBe(200);
    expect((await write('http://127.0.0.1:3000/write', 'http://127.0.0.1:4000')).status).toBe(403);
    expect((await write('http://127.0.0.1:3000/write', 'https://evil.example')).status).toBe(403);
  });

  it('in production, accepts only PUBLIC_URL', async () => {
    const write = appWith(production);
    expect((await write('https://play.example.com/write', 'https://play.example.com')).status).toBe(200);
    expect((await write('http://10.0.0.5:3000/write', 'http://10.0.0.5:3000')).status).toBe(403);
  });
});
