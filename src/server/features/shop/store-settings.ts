/**
 * The store settings' reads: the value of a setting in force at a moment. Money decisions read it
 * at the purchase's time, never today's, so reconciling an old purchase again gives the same
 * numbers after an admin changes a setting (decision 001). Automatic tax is on when
 * `settingAt(db, 'automatic_tax', at)` is 1.
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type StoreSettingKey, storeSettings } from '../../db/schema';

/** Used only when a series has no value yet at that moment (the migration seeds each from 1970). */
export const STORE_SETTING_DEFAULTS: Record<StoreSettingKey, number> = {
  revenue_share_percent: 20,
  refund_window_days: 14,
  automatic_tax: 0,
};

export async function settingAt(db: Pick<Db, 'select'>, key: StoreSettingKey, at: Date): Promise<number> {
  const [row] = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(and(eq(storeSettings.key, key), lte(storeSettings.effective_from, at)))
    .orderBy(desc(storeSettings.effective_from))
    .limit(1);
  return row?.value ?? STORE_SETTING_DEFAULTS[key];
}
