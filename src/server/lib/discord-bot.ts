/**
 * The Discord bot's two calls (DISCORD_BOT_TOKEN, against DISCORD_API_URL): a direct message to a
 * user, and adding or removing one guild role of a member. Each answers an outcome the outbox
 * records; nothing here throws for Discord's answers. The token is a credential: never logged.
 */
import type { Deps } from '../context';

const TIMEOUT_MS = 10_000;
/** Discord's limit on a message. */
const MAX_CONTENT = 2000;
/** Discord's error code for "Cannot send messages to this user" (DMs closed or no shared guild). */
export const DISCORD_DMS_CLOSED = 50007;

export type BotOutcome =
  | { kind: 'sent' }
  /** Network error, timeout or a 5xx: try again later with back-off. */
  | { kind: 'retry'; error: string }
  | { kind: 'rate_limited'; retryAfterMs: number }
  /** The user does not accept our direct messages (Discord error 50007). */
  | { kind: 'dms_closed' }
  /** 403 on a role: the bot lacks Manage Roles or its role sits below the one it would set. */
  | { kind: 'missing_permission' }
  /** Another 4xx: refused for good. */
  | { kind: 'refused'; error: string };

/** Discord's 429 says how long to wait: `retry_after` seconds in the body, or Retry-After. */
async function retryAfterMs(response: Response): Promise<number> {
  let seconds = Number(response.headers.get('retry-after'));
  try {
    const body = (await response.json()) as { retry_after?: unknown };
    if (typeof body.retry_after === 'number') seconds = body.retry_after;
  } catch {
    // Not JSON: the header, or a default.
  }
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds * 1000) : 5_000;
}

async function errorCode(response: Response): Promise<number | null> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === 'number' ? body.code : null;
  } catch {
    return null;
  }
}

type Call = { ok: true; response: Response } | { ok: false; outcome: BotOutcome };

async function call(deps: Deps, method: string, path: string, body?: unknown): Promise<Call> {
  let response: Response;
  try {
    response = await deps.fetch(`${deps.env.DISCORD_API_URL}${path}`, {
      method,
      headers: {
        authorization: `Bot ${deps.env.DISCORD_BOT_TOKEN}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return {
      ok: false,
      outcome: { kind: 'retry', error: name === 'TimeoutError' ? 'timed out' : 'network error' },
    };
  }
  if (response.ok) return { ok: true, response };
  if (response.status === 429) {
    return { ok: false, outcome: { kind: 'rate_limited', retryAfterMs: await retryAfterMs(response) } };
  }
  if (response.status >= 500 || response.status === 408) {
    await response.body?.cancel();
    return { ok: false, outcome: { kind: 'retry', error: `HTTP ${response.status}` } };
  }
  const code = await errorCode(response);
  if (code === DISCORD_DMS_CLOSED) return { ok: false, outcome: { kind: 'dms_closed' } };
  if (response.status === 403) return { ok: false, outcome: { kind: 'missing_permission' } };
  return {
    ok: false,
    outcome: { kind: 'refused', error: `HTTP ${response.status}${code ? ` (code ${code})` : ''}` },
  };
}

/**
 * Sends `content` to a user in their DM channel. `nonce` (the outbox row) with `enforce_nonce`
 * makes Discord answer a repeated send with the message it already made, so a send whose answer
 * was lost (a timeout, the bot restarting) is not posted twice. Mentions never ping.
 */
export async function sendDirectMessage(
  deps: Deps,
  dm: { discordUserId: string; content: string; nonce: string },
): Promise<BotOutcome> {
  const channel = await call(deps, 'POST', '/users/@me/channels', { recipient_id: dm.discordUserId });
  if (!channel.ok) return channel.outcome;
  const { id } = (await channel.response.json()) as { id: string };
  const content = dm.content.length > MAX_CONTENT ? `${dm.content.slice(0, MAX_CONTENT - 1)}…` : dm.content;
  const message = await call(deps, 'POST', `/channels/${encodeURIComponent(id)}/messages`, {
    content,
    allowed_mentions: { parse: [] },
    nonce: dm.nonce,
    enforce_nonce: true,
  });
  if (!message.ok) return message.outcome;
  await message.response.body?.cancel();
  return { kind: 'sent' };
}

/** Adds or removes a guild role; both are idempotent on Discord's side (204 either way). */
export async function setMemberRole(
  deps: Deps,
  change: { guildId: string; discordUserId: string; roleId: string; add: boolean },
): Promise<BotOutcome> {
  const path = `/guilds/${encodeURIComponent(change.guildId)}/members/${encodeURIComponent(change.discordUserId)}/roles/${encodeURIComponent(change.roleId)}`;
  const result = await call(deps, change.add ? 'PUT' : 'DELETE', path);
  if (!result.ok) return result.outcome;
  await result.response.body?.cancel();
  return { kind: 'sent' };
}

/**
 * The roles a guild member has now, for the nightly reconciliation, or why they could not be read
 * (a 404 is someone not in the guild).
 */
export async function memberRoles(
  deps: Deps,
  member: { guildId: string; discordUserId: string },
): Promise<{ ok: true; roles: string[] } | { ok: false; outcome: BotOutcome }> {
  const result = await call(
    deps,
    'GET',
    `/guilds/${encodeURIComponent(member.guildId)}/members/${encodeURIComponent(member.discordUserId)}`,
  );
  if (!result.ok) return result;
  const body = (await result.response.json()) as { roles?: unknown };
  if (!Array.isArray(body.roles))
    return { ok: false, outcome: { kind: 'refused', error: 'no roles listed' } };
  return { ok: true, roles: body.roles.filter((r): r is string => typeof r === 'string') };
}
