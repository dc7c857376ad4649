/**
 * Game-server credentials: a random bearer token shown once at creation; only its SHA-256 is kept.
 * Managed with `npm run game-token`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameServers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';

const TOKEN_PREFIX = 'gst_';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createGameServer(db: Db, name: string): Promise<{ name: string; token: string }> {
  if (!/^[a-z0-9][a-z0-9-]{1,39}$/.test(name)) {
    throw new AppError(
      400,
      'invalid_name',
      'Use 2-40 lower-case letters, digits and dashes for the server name.',
    );
  }
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const inserted = await db
    .insert(gameServers)
    .values({ name, token_hash: hash(token) })
    .onConflictDoNothing()
    .returning({ id: gameServers.id });
  if (inserted.length === 0)
    throw new AppError(409, 'name_taken', `A game server named "${name}" already exists.`);
  return { name, token };
}

export async function listGameServers(db: Db) {
  return db
    .select({
      name: gameServers.name,
      created_at: gameServers.created_at,
      last_seen_at: gameServers.last_seen_at,
      revoked_at: gameServers.revoked_at,
    })
    .from(gameServers)
    .orderBy(gameServers.name);
}

export async function revokeGameServer(db: Db, name: string): Promise<boolean> {
  const rows = await db
    .update(gameServers)
    .set({ revoked_at: new Date() })
    .where(and(eq(gameServers.name, name), isNull(gameServers.revoked_at)))
    .returning({ id: gameServers.id });
  return rows.length > 0;
}

export interface GameServer {
  id: string;
  name: string;
}

/** The active server holding this token, or null (unknown, malformed or revoked). */
export async function authenticateGameServer(db: Db, token: string): Promise<GameServer | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return null;
  const [row] = await db
    .select({ id: gameServers.id, name: gameServers.name, last_seen_at: gameServers.last_seen_at })
    .from(gameServers)
    .where(and(eq(gameServers.token_hash, hash(token)), isNull(gameServers.revoked_at)))
    .limit(1);
  if (!row) return null;
  // Presence of the server itself; written at most every 30 s to keep hot calls cheap.
  if (!row.last_seen_at || Date.now() - row.last_seen_at.getTime() > 30_000) {
    await db.update(gameServers).set({ last_seen_at: new Date() }).where(eq(gameServers.id, row.id));
  }
  return { id: row.id, name: row.name };
}

/**
 * Makes sure a server named "bootstrap" holds the configured token (GAME_SERVER_BOOTSTRAP_TOKEN),
 * for deployments and demos where running the CLI first is awkward. A revoked token stays revoked
 * across restarts: while the configured token is the one revoked, the server is left revoked and
 * the operator is told to set a new one. A different configured token replaces the old one (which
 * stops working for good, its hash being gone).
 */
export async function ensureBootstrapGameServer(
  db: Db,
  token: string | undefined,
  logger?: Pick<Logger, 'info' | 'warn'>,
): Promise<void> {
  if (!token) return;
  const name = 'bootstrap';
  const tokenHash = hash(token);
  const [row] = await db
    .select({ token_hash: gameServers.token_hash, revoked_at: gameServers.revoked_at })
    .from(gameServers)
    .where(eq(gameServers.name, name));
  if (!row) {
    await db.insert(gameServers).values({ name, token_hash: tokenHash }).onConflictDoNothing();
    return;
  }
  if (row.token_hash === tokenHash) {
    if (row.revoked_at) {
      logger?.warn(
        { server: name, revokedAt: row.revoked_at.toISOString() },
        'GAME_SERVER_BOOTSTRAP_TOKEN was revoked and stays refused; set a new token to use the bootstrap server again',
      );
    }
    return;
  }
  await db
    .update(gameServers)
    .set({ token_hash: tokenHash, revoked_at: null })
    .where(eq(gameServers.name, name));
  logger?.info({ server: name }, 'the bootstrap game server now holds the configured token');
}

/**
 * Gives the named server a fresh token (creating the server if needed) and returns it; the old
 * token stops working. The demo simulator calls in with one of these, made at every start.
 */
export async function issueGameServerToken(db: Db, name: string): Promise<string> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db
    .insert(gameServers)
    .values({ name, token_hash: hash(token) })
    .onConflictDoUpdate({ target: gameServers.name, set: { token_hash: hash(token), revoked_at: null } });
  return token;
}
