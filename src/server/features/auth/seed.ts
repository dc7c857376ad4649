import { eq, like } from 'drizzle-orm';
import type { Deps } from '../../context';
import { users } from '../../db/schema';
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
