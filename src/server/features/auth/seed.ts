import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { players, users } from '../../db/schema';
import { demoDiscordId } from './demo-accounts';
import { upsertAccount } from './sign-in';

/** Accounts offered on the demo sign-in page. Demo Discord ids start with `demo-`. */
export const DEMO_ACCOUNTS = [
  { username: 'AshTrainer', role: 'player' },
  { username: 'MistyTides', role: 'player' },
  { username: 'BrockSolid', role: 'player' },
  { username: 'StaffSerena', role: 'staff' },
  // Admin in demo mode through configuredAdminIds as well, so it stays one after any sign-in.
  { username: 'AdminRowan', role: 'admin' },
] as const;

/** Adds the demo accounts a data folder lacks (older folders gain newer ones, such as the demo admin). */
export async function seedDemoAccounts(deps: Deps): Promise<void> {
  const { db } = deps.database;
  const existing = new Set(
    (
      await db
        .select({ discordId: users.discord_id })
        .from(users)
        .where(
          inArray(
            users.discord_id,
            DEMO_ACCOUNTS.map((a) => demoDiscordId(a.username)),
          ),
        )
    ).map((row) => row.discordId),
  );
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(demoDiscordId(a.username)));
  if (missing.length === 0) return;
  for (const account of missing) {
    const id = await upsertAccount(deps, {
      discordId: demoDiscordId(account.username),
      username: account.username,
      globalName: account.username,
      avatarUrl: null,
      email: null,
    });
    if (account.role !== 'player') {
      await db.update(users).set({ role: account.role }).where(eq(users.id, id));
    }
  }
  deps.logger.info({ accounts: missing.length }, 'seeded demo accounts');
}

/** The demo accounts' user and linked player ids, by Discord username (for other features' demo rows). */
export async function demoAccountIds(db: Db): Promise<Map<string, { playerId: string; userId: string }>> {
  const rows = await db
    .select({ username: users.discord_username, userId: users.id, playerId: players.id })
    .from(users)
    .innerJoin(players, eq(players.auth_user_id, users.id))
    .where(
      inArray(users.discord_id, [
        'demo-ashtrainer',
        'demo-mistytides',
        'demo-brocksolid',
        'demo-staffserena',
      ]),
    );
  return new Map(rows.map((r) => [r.username, { playerId: r.playerId, userId: r.userId }]));
}
