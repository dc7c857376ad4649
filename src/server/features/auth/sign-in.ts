/**
 * The single place an identity becomes a signed-in account. Discord OAuth and the demo sign-in
 * both end here, so demo mode exercises the same rows, session and cookie as production.
 */
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import { players, users } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { configuredAdminIds } from './admins';
import { isDemoDiscordId } from './demo-accounts';
import { createSession } from './sessions';

export interface DiscordIdentity {
  discordId: string;
  username: string;
  globalName: string | null;
  avatarUrl: string | null;
  email: string | null;
}

export async function upsertAccount(deps: Deps, identity: DiscordIdentity): Promise<string> {
  // A listed Discord id signs in as an admin (new account or not); the role is left alone otherwise.
  const admin = configuredAdminIds(deps.env).has(identity.discordId) ? { role: 'admin' as const } : {};
  return deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        discord_id: identity.discordId,
        discord_username: identity.username,
        full_name: identity.globalName,
        avatar_url: identity.avatarUrl,
        email: identity.email,
        ...admin,
      })
      .onConflictDoUpdate({
        target: users.discord_id,
        set: {
          discord_username: identity.username,
          full_name: identity.globalName,
          avatar_url: identity.avatarUrl,
          email: sql`coalesce(excluded.email, ${users.email})`,
          updated_at: sql`now()`,
          ...admin,
        },
      })
      .returning({ id: users.id });
    if (!user) throw new Error('account upsert returned no row');
    const existing = await tx
      .select({ id: players.id })
      .from(players)
      .where(eq(players.auth_user_id, user.id))
      .limit(1);
    if (existing.length === 0) {
      await tx
        .insert(players)
        .values({ auth_user_id: user.id, username: identity.username, discord_id: identity.discordId })
        .onConflictDoNothing();
    }
    return user.id;
  });
}

/** `replacing`: the browser's current session, revoked by signing in again. */
export async function signIn(deps: Deps, identity: DiscordIdentity, replacing: string | null = null) {
  if (!deps.env.demoMode && isDemoDiscordId(identity.discordId)) {
    throw forbidden('Demo accounts can only sign in while the site runs in demo mode.');
  }
  const userId = await upsertAccount(deps, identity);
  const session = await createSession(deps, userId, replacing);
  deps.logger.info({ userId, demo: isDemoDiscordId(identity.discordId) }, 'signed in');
  return session;
}
