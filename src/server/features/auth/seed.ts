import { eq, inArray, like } from 'drizzle-orm';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { players, users } from '../../db/schema';
import { upsertAccount } from './sign-in';

/** Accounts offered on the demo sign-in page. Demo Discord ids start with `demo-`. */
export const DEMO_ACCOUNTS = [
  { username: 'AshTrainer', role: 'player' },
  { username: 'MistyTides', role: 'player' },
  { username: 'BrockSolid', role: 'player' },
  { username: 'StaffSerena', role: 'staff' },
] as const;

export async function seedDemoAccounts(deps: Deps): Promise<void> {
  const { db } = deps.database;
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.discord_id, 'demo-%'))
    .limit(1);
  if (existing.length > 0) return;
  for (const account of DEMO_ACCOUNTS) {
    const id = await upsertAccount(deps, {
      discordId: `demo-${account.username.toLowerCase()}`,
      username: account.username,
      globalName: account.username,
      avatarUrl: null,
      email: null,
    });
    if (account.role !== 'player') {
      await db.update(users).set({ role: account.role }).where(eq(users.id, id));
    }
  }
  deps.logger.info({ accounts: DEMO_ACCOUNTS.length }, 'seeded demo accounts');
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
