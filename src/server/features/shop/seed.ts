/**
 * Demo revenue share for the leader linked to the MistyTides demo account, so the dashboard has
 * numbers: settled and still-pending earnings, a refund reversal and a payout. Runs only while
 * the ledger is empty.
 */
import { count, eq } from 'drizzle-orm';
import type { Deps } from '../../context';
import { gymLeaderLedger, gymLeaders, players } from '../../db/schema';
import { settingAt } from './store-settings';

const DAY = 86_400_000;

export async function seedShop(deps: Deps): Promise<void> {
  const { db } = deps.database;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(gymLeaderLedger);
  if (Number(n) > 0) return;
  const [leader] = await db
    .select({ id: gymLeaders.id })
    .from(gymLeaders)
    .innerJoin(players, eq(players.id, gymLeaders.player_id))
    .where(eq(players.mc_username, 'MistyTides'))
    .limit(1);
  if (!leader) return;
  const now = deps.now().getTime();
  const window = (await settingAt(db, 'refund_window_days', deps.now())) * DAY;
  const entry = (key: string, kind: 'earning' | 'reversal' | 'payout', cents: number, daysAgo: number) => ({
    gym_leader_id: leader.id,
    kind,
    amount_cents: cents,
    available_at: new Date(now - daysAgo * DAY + (kind === 'payout' ? 0 : window)),
    created_at: new Date(now - daysAgo * DAY),
    idempotency_key: `demo:${key}`,
    note: 'demo',
  });
  await db
    .insert(gymLeaderLedger)
    .values([
      entry('e1', 'earning', 399, 40),
      entry('e2', 'earning', 1077, 33),
      entry('e3', 'earning', 259, 25),
      entry('r3', 'reversal', -259, 24),
      entry('p1', 'payout', -1000, 10),
      entry('e4', 'earning', 199, 3),
      entry('e5', 'earning', 459, 1),
    ]);
  deps.logger.info('seeded demo revenue share');
}
