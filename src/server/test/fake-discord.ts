/**
 * A local stand-in for Discord's OAuth2, user and guild-widget endpoints. The authorize page
 * answers at once with a redirect back (as if the user clicked Authorize), so the real code flow
 * runs end to end in API and browser tests.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  avatar: string | null;
  email: string | null;
}

export interface FakeDiscord {
  url: string;
  authorizeUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The identity the next authorization grants. */
  user: FakeDiscordUser;
  widget: { status: number; presence_count: number; instant_invite: string | null; delayMs: number };
  widgetCalls: number;
  close(): Promise<void>;
}

export async function startFakeDiscord(port = 0): Promise<FakeDiscord> {
  const codes = new Map<string, { challenge: string; redirectUri: string; user: FakeDiscordUser }>();
  const tokens = new Map<string, FakeDiscordUser>();
  const state: Pick<FakeDiscord, 'user' | 'widget' | 'widgetCalls'> = {
    user: {
      id: '80351110224678912',
      username: 'nelly',
      global_name: 'Nelly',
      avatar: null,
      email: 'nelly@example.com',
    },
    widget: { status: 200, presence_count: 42, instant_invite: 'https://discord.gg/fake-invite', delayMs: 0 },
    widgetCalls: 0,
  };
  const clientId = '1234567890';
  const clientSecret = 'fake-secret';

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/oauth2/authorize') {
      const code = `code-${Math.random().toString(36).slice(2)}`;
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri,
        user: state.user,
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/api/oauth2/token') {
      const form = new URLSearchParams(await readBody(req));
      const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      const grant = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (auth !== `${clientId}:${clientSecret}`) return send(res, 401, { error: 'invalid_client' });
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) {
        return send(res, 400, { error: 'invalid_grant' });
      }
      codes.delete(form.get('code') ?? '');
      const token = `token-${Math.random().toString(36).slice(2)}`;
      tokens.set(token, grant.user);
      return send(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 604800,
        scope: 'identify email',
      });
    }
    if (req.method === 'GET' && url.pathname === '/api/users/@me') {
      const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return user ? send(res, 200, user) : send(res, 401, { message: '401: Unauthorized' });
    }
    const widget = url.pathname.match(/^\/api\/guilds\/(\d+)\/widget\.json$/);
    if (req.method === 'GET' && widget) {
      state.widgetCalls++;
      if (state.widget.delayMs) await new Promise((r) => setTimeout(r, state.widget.delayMs));
      if (state.widget.status !== 200) return send(res, state.widget.status, { message: 'Widget Disabled' });
      return send(res, 200, {
        id: widget[1],
        name: 'Fake Guild',
        presence_count: state.widget.presence_count,
        instant_invite: state.widget.instant_invite,
      });
    }
    send(res, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake = Object.assign(state, {
    url: base,
    authorizeUrl: `${base}/oauth2/authorize`,
    apiUrl: `${base}/api`,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return fake as FakeDiscord;
}
