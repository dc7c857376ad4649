/**
 * The store settings' console operations (admins): the series with the value in force now, and a
 * new value from now or a future date. A value whose date has come is never changed or removed:
 * ledger rows were written under it. A future value may be replaced at the same date. Each change
 * is audited with the setting's name.
 */
import { asc, desc } from 'drizzle-orm';
import {
  STORE_SETTING_KEYS,
  STORE_SETTINGS,
  type StoreSettingChange,
  type StoreSettingView,
} from '../../../../shared/shop/console/settings';
import type { Db } from '../../../db/client';
import { storeSettings } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { ShopContext } from '../purchase-steps';
import { settingAt } from '../store-settings';
import type { ShopAudit } from './audit';

export async function listStoreSettings(db: Db, now: Date): Promise<StoreSettingView[]> {
  const rows = await db
    .select()
    .from(storeSettings)
    .orderBy(asc(storeSettings.key), desc(storeSettings.effective_from));
  return Promise.all(
    STORE_SETTING_KEYS.map(async (key) => ({
      key,
      current: await settingAt(db, key, now),
      entries: rows
        .filter((row) => row.key === key)
        .map((row) => ({
          value: row.value,
          effective_from: row.effective_from.toISOString(),
          created_by: row.created_by,
        })),
    })),
  );
}

export async function changeStoreSetting(
  ctx: ShopContext,
  audit: ShopAudit,
  actorName: string,
  change: StoreSettingChange,
) {
  const { db } = ctx.deps.database;
  const now = ctx.deps.now();
  const from = change.effective_from ? new Date(change.effective_from) : now;
  if (from.getTime() < now.getTime()) {
    const message = 'Choose now or a later date: values already in force stay as they were.';
    throw new AppError(400, 'invalid_input', message, { effective_from: [message] });
  }
  await db.transaction(async (tx) => {
    const before = await settingAt(tx, change.key, from);
    await tx
      .insert(storeSettings)
      .values({ key: change.key, effective_from: from, value: change.value, created_by: actorName })
      .onConflictDoUpdate({
        target: [storeSettings.key, storeSettings.effective_from],
        set: { value: change.value, created_by: actorName, created_at: now },
      });
    const label = STORE_SETTINGS[change.key].label;
    await audit(tx, {
      action: 'store_setting.change',
      targetType: 'store_setting',
      targetId: change.key,
      before: { setting: label, value: before },
      after: { setting: label, value: change.value, effective_from: from.toISOString() },
    });
  });
  return listStoreSettings(db, now);
}
