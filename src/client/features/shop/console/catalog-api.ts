/**
 * The catalog tab's reads and writes (admins): products with their commands, create, change,
 * retire, the command preview, and the store settings. Writes refetch the console; /shop and
 * /ranks follow through the live `catalog` topic.
 */
import type { productCreateSchema, productFieldsSchema } from '@shared/shop/console/catalog';
import { shopConsoleEndpoints as rows } from '@shared/shop/console/endpoints';
import type { StoreSettingChange } from '@shared/shop/console/settings';
import type { z } from '@shared/zod';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { shopConsoleKeys } from './query-keys';

export const productsQuery = queryOptions({
  queryKey: shopConsoleKeys.catalog(),
  queryFn: () => api(rows.products),
});

export const storeSettingsQuery = queryOptions({
  queryKey: shopConsoleKeys.storeSettings(),
  queryFn: () => api(rows.storeSettings),
});

type ProductSave =
  | { mode: 'create'; body: z.output<typeof productCreateSchema> }
  | { mode: 'update'; id: string; body: z.output<typeof productFieldsSchema> };

export function useSaveProduct() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (save: ProductSave) =>
      save.mode === 'create'
        ? api(rows.createProduct, { body: save.body })
        : api(rows.updateProduct, { params: { id: save.id }, body: save.body }),
    onSettled: refresh,
  });
}

export function useRetireProduct() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (id: string) => api(rows.retireProduct, { params: { id } }),
    onSettled: refresh,
  });
}

export function usePreviewCommands() {
  return useMutation({
    mutationFn: ({ id, player }: { id: string; player: string }) =>
      api(rows.previewCommands, { params: { id }, body: { player, count: 1 } }),
  });
}

export function useChangeStoreSetting() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: StoreSettingChange) => api(rows.changeStoreSetting, { body }),
    onSettled: refresh,
  });
}
