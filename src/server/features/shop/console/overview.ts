/** The shop's lines of the console overview: deliveries needing attention and open disputes. */
import { count, eq } from 'drizzle-orm';
import { OVERVIEW_SAMPLE, type OverviewCount } from '../../../../shared/staff/overview';
import type { Db } from '../../../db/client';
import { deliveries, purchases } from '../../../db/schema';
import { newestDeliveriesFirst, stateFilter } from './deliveries';
import { newestPurchasesFirst } from './purchases';

/** Failed (retrying) and dead deliveries: the top of the Deliveries tab's default list. */
export async function deliveriesNeedingAttention(db: Db): Promise<OverviewCount> {
  const attention = stateFilter('attention');
  const [total] = await db.select({ n: count() }).from(deliveries).where(attention);
  const rows = await db
    .select({ id: deliveries.id, command: deliveries.command, status: deliveries.status })
    .from(deliveries)
    .where(attention)
    .orderBy(...newestDeliveriesFirst)
    .limit(OVERVIEW_SAMPLE);
  return {
    count: total?.n ?? 0,
    items: rows.map((r) => ({ id: r.id, label: `${r.status === 'dead' ? 'Dead' : 'Failed'}: ${r.command}` })),
  };
}

/**
 * Purchases whose payment is disputed (the bank decides; staff answer in Stripe): the top of the
 * purchases tab filtered to them.
 */
export async function openDisputes(db: Db): Promise<OverviewCount> {
  const disputed = eq(purchases.status, 'disputed');
  const [total] = await db.select({ n: count() }).from(purchases).where(disputed);
  const rows = await db
    .select({ id: purchases.id, name: purchases.minecraft_username })
    .from(purchases)
    .where(disputed)
    .orderBy(...newestPurchasesFirst)
    .limit(OVERVIEW_SAMPLE);
  return {
    count: total?.n ?? 0,
    items: rows.map((r) => ({ id: r.id, label: `Purchase for ${r.name}` })),
  };
}
