/**
 * Server-side sessions: the browser holds a random token in an HttpOnly cookie, the database only
 * its SHA-256. Expiry slides forward (at most once a day, to keep reads cheap), but never past
 * SESSION_MAX_DAYS after sign-in, so a stolen token that keeps being used still dies.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, Deps, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { batchedPerTurn } from '../../lib/turn-batch';
import { isDemoDiscordId } from './demo-accounts';

const DAY_MS = 86_400_000;

export const sessionCookieName = (deps: Deps) => (deps.env.isProduction ? '__Host-session' : 'session');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The sliding expiry, capped by the absolute lifetime counted from sign-in. */
function nextExpiry(deps: Deps, createdAt: Date): Date {
  const sliding = deps.now().getTime() + deps.env.SESSION_TTL_DAYS * DAY_MS;
  const absolute = createdAt.getTime() + deps.env.SESSION_MAX_DAYS * DAY_MS;
  return new Date(Math.min(sliding, absolute));
}

/**
 * A new session for the user. `replacing` is the session the browser signed in with, if any: it
 * is revoked, so a token copied before signing in again is worth nothing afterwards.
 */
export async function createSession(
  deps: Deps,
  userId: string,
  replacing: string | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const expiresAt = nextExpiry(deps, now);
  const { db } = deps.database;
  if (replacing) await db.delete(sessions).where(eq(sessions.id, replacing));
  await db.delete(sessions).where(and(eq(sessions.user_id, userId), lt(sessions.expires_at, now)));
  await db
    .insert(sessions)
    .values({ id: hashToken(token), user_id: userId, expires_at: expiresAt, created_at: now });
  return { token, expiresAt };
}

export interface ResolvedSession {
  sessionId: string;
  user: SessionUser;
  expiresAt: Date;
  /** The expiry moved forward, so the cookie must be written again. */
  renewed: boolean;
}

/**
 * Resolves session tokens into their users, the tokens of one event-loop turn in one statement
 * (`batchedPerTurn`): a burst of signed-in requests looks its sessions up together. Each token is
 * read from the database after its request asked, so a session revoked anywhere is refused.
 */
export function sessionResolver(deps: Deps): (token: string) => Promise<ResolvedSession | null> {
  const lookUp = batchedPerTurn((sessionIds: string[]) => findSessions(deps, sessionIds));
  return async (token) => {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const sessionId = hashToken(token);
    const row = await lookUp(sessionId);
    if (!row) return null;
    // A demo account's session is worth nothing outside demo mode, whenever and wherever it was made.
    if (!deps.env.demoMode && isDemoDiscordId(row.user.discord_id)) return null;
    let expiresAt = row.expires_at;
    let renewed = false;
    const next = nextExpiry(deps, row.created_at);
    if (next.getTime() - expiresAt.getTime() > DAY_MS) {
      expiresAt = next;
      renewed = true;
      await deps.database.db
        .update(sessions)
        .set({ expires_at: expiresAt })
        .where(eq(sessions.id, sessionId));
    }
    return { sessionId, user: row.user, expiresAt, renewed };
  };
}

/** The sessions that can still sign in among `sessionIds`, with their users; one outcome per id. */
async function findSessions(deps: Deps, sessionIds: string[]) {
  const now = deps.now();
  const rows = await deps.database.db
    .select({
      id: sessions.id,
      expires_at: sessions.expires_at,
      created_at: sessions.created_at,
      user: {
        id: users.id,
        discord_id: users.discord_id,
        discord_username: users.discord_username,
        full_name: users.full_name,
        avatar_url: users.avatar_url,
        role: users.role,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        inArray(sessions.id, [...new Set(sessionIds)]),
        gt(sessions.expires_at, now),
        gt(sessions.created_at, new Date(now.getTime() - deps.env.SESSION_MAX_DAYS * DAY_MS)),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return sessionIds.map((id) => ({ ok: true as const, value: byId.get(id) ?? null }));
}

/**
 * Deletes every session that can no longer sign anyone in (expired, or past SESSION_MAX_DAYS from
 * sign-in), not only those of a user who signs in again; returns how many went.
 */
export async function purgeExpiredSessions(deps: Pick<Deps, 'env' | 'now'>, db: Db): Promise<number> {
  const now = deps.now();
  const removed = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expires_at, now),
        lt(sessions.created_at, new Date(now.getTime() - deps.env.SESSION_MAX_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: sessions.id });
  return removed.length;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export function writeSessionCookie(c: Context<AppEnv>, deps: Deps, token: string, expiresAt: Date) {
  setCookie(c, sessionCookieName(deps), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.env.isProduction,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>, deps: Deps) {
  deleteCookie(c, sessionCookieName(deps), { path: '/', secure: deps.env.isProduction });
}

export const readSessionCookie = (c: Context<AppEnv>, deps: Deps) => getCookie(c, sessionCookieName(deps));
