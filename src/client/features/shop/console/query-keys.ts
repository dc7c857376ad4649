/**
 * The shop console's query keys. They sit under the console's root, so every console write (which
 * changes its list and the audit log) refetches them, as it does the console's own lists.
 */
import type { DeliveryListState } from '@shared/shop/console/deliveries';
import type { RevenueBucket } from '@shared/shop/console/revenue';
import { CONSOLE_CODES_KEY, CONSOLE_KEY_ROOT, CONSOLE_SALES_KEY } from '../../../lib/console-keys';

const all = CONSOLE_KEY_ROOT;

export const shopConsoleKeys = {
  purchases: (q: string) => [...all, 'purchases', q] as const,
  purchase: (id: string) => [...all, 'purchase', id] as const,
  deliveries: (state: DeliveryListState) => [...all, 'deliveries', state] as const,
  catalog: () => [...all, 'catalog'] as const,
  storeSettings: () => [...all, 'store-settings'] as const,
  sales: () => CONSOLE_SALES_KEY,
  codes: () => CONSOLE_CODES_KEY,
  revenue: (from: string, to: string, by: RevenueBucket) => [...all, 'revenue', from, to, by] as const,
};
