/** What the fake bot API has received, and its switches for Discord's failures. */
export interface FakeDiscordBot {
  token: string;
  /** Every message posted (a repeated nonce is not posted again, as with `enforce_nonce`). */
  dms: { recipient_id: string; content: string; allowed_mentions: unknown; nonce: string | null }[];
  /** The guild's members and their roles, as the bot's calls leave them. */
  members: Map<string, Set<string>>;
  /** Every bot call answered, as `METHOD path`. */
  calls: string[];
  /** Answer every bot call 503 (Discord or the network is down). */
  down: boolean;
  /** While set, every bot call waits for this promise before it is answered. */
  hold: Promise<void> | null;
  /** Bot calls waiting on `hold` now. */
  held: number;
  /** Answer this many next bot calls 503 (a passing outage). */
  failNext: number;
  /** Answer this many next bot calls 429 with `retry_after` seconds. */
  rateLimitNext: number;
  retryAfterSeconds: number;
  /** Role calls answer 403 (the bot lacks Manage Roles). */
  rolesForbidden: boolean;
  /** Users whose DMs are closed: posting to them answers 403 code 50007. */
  closedDms: Set<string>;
  /** Process the next message post, then drop the connection before answering. */
  dropNextAnswer: boolean;
}

/**
 * A local stand-in for Discord's OAuth2, user and guild-widget endpoints, and the bot's direct
 * messages and guild-role endpoints. The authorize page
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
  bot: FakeDiscordBot;
  close(): Promise<void>;
}

/** The guild the tests' bot works in. */
export const FAKE_GUILD_ID = '123456789012345678';

/** The settings that aim an app's bot at `discord`, in the tests' guild. */
export const botEnv = (discord: FakeDiscord) => ({
  DISCORD_API_URL: discord.apiUrl,
  DISCORD_BOT_TOKEN: discord.bot.token,
  DISCORD_GUILD_ID: FAKE_GUILD_ID,
});

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
  const bot: FakeDiscordBot = {
    token: 'fake-bot-token',
    dms: [],
    members: new Map(),
    calls: [],
    hold: null,
    held: 0,
    down: false,
    failNext: 0,
    rateLimitNext: 0,
    retryAfterSeconds: 0.01,
    rolesForbidden: false,
    closedDms: new Set(),
    dropNextAnswer: false,
  };
  const channels = new Map<string, string>();
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

  async function answerBot(req: http.IncomingMessage, res: http.ServerResponse, route: RegExpMatchArray) {
    if (req.headers.authorization !== `Bot ${bot.token}`)
      return send(res, 401, { message: '401: Unauthorized', code: 0 });
    if (bot.hold) {
      bot.held++;
      await bot.hold;
      bot.held--;
    }
    if (bot.down) return send(res, 503, { message: 'upstream connect error' });
    if (bot.failNext > 0) {
      bot.failNext--;
      return send(res, 503, { message: 'upstream connect error' });
    }
    if (bot.rateLimitNext > 0) {
      bot.rateLimitNext--;
      return send(res, 429, {
        message: 'You are being rate limited.',
        retry_after: bot.retryAfterSeconds,
        global: false,
      });
    }
    bot.calls.push(`${req.method} ${route[0]}`);
    const body =
      req.method === 'POST' ? (JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>) : {};
    if (route[1] === 'users/@me/channels' && req.method === 'POST') {
      const recipient = String(body.recipient_id ?? '');
      const id = `dm${recipient}`;
      channels.set(id, recipient);
      return send(res, 200, { id, type: 1, recipients: [{ id: recipient }] });
    }
    if (route[2] && req.method === 'POST') {
      const recipient = channels.get(route[2]);
      if (!recipient) return send(res, 404, { message: 'Unknown Channel', code: 10003 });
      if (bot.closedDms.has(recipient)) {
        return send(res, 403, { message: 'Cannot send messages to this user', code: 50007 });
      }
      const nonce = typeof body.nonce === 'string' ? body.nonce : null;
      const seen =
        body.enforce_nonce === true && bot.dms.some((m) => m.nonce === nonce && m.recipient_id === recipient);
      if (!seen) {
        bot.dms.push({
          recipient_id: recipient,
          content: String(body.content ?? ''),
          allowed_mentions: body.allowed_mentions,
          nonce,
        });
      }
      if (bot.dropNextAnswer) {
        bot.dropNextAnswer = false;
        req.socket.destroy();
        return;
      }
      return send(res, 200, { id: `m${bot.dms.length}`, channel_id: route[2], nonce });
    }
    const member = route[3];
    if (member && route[4] && (req.method === 'PUT' || req.method === 'DELETE')) {
      if (bot.rolesForbidden) return send(res, 403, { message: 'Missing Permissions', code: 50013 });
      const roles = bot.members.get(member) ?? new Set<string>();
      bot.members.set(member, roles);
      if (req.method === 'PUT') roles.add(route[4]);
      else roles.delete(route[4]);
      res.writeHead(204);
      res.end();
      return;
    }
    if (member && !route[4] && req.method === 'GET') {
      return send(res, 200, { user: { id: member }, roles: [...(bot.members.get(member) ?? [])] });
    }
    return send(res, 405, { message: '405: Method Not Allowed', code: 0 });
  }

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
    const botRoute = url.pathname.match(
      /^\/api\/(users\/@me\/channels|channels\/([^/]+)\/messages|guilds\/\d+\/members\/([^/]+)(?:\/roles\/(\d+))?)$/,
    );
    if (botRoute && !(req.method === 'GET' && url.pathname.startsWith('/api/users/'))) {
      return answerBot(req, res, botRoute);
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
    bot,
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
