/**
 * The Sales and Codes tabs' reads and writes (admins). Writes refetch the console; /shop follows a
 * sale through the live `catalog` topic, which also refreshes the sales list for other admins.
 */
import type { CodeFields, codeCreateSchema, SaleFields } from '@shared/shop/console/discounts';
import { shopConsoleEndpoints as rows } from '@shared/shop/console/endpoints';
import type { z } from '@shared/zod';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { shopConsoleKeys } from './query-keys';

export const salesQuery = queryOptions({
  queryKey: shopConsoleKeys.sales(),
  queryFn: () => api(rows.sales),
});

export const codesQuery = queryOptions({
  queryKey: shopConsoleKeys.codes(),
  queryFn: () => api(rows.codes),
});

type SaleSave = { mode: 'create'; body: SaleFields } | { mode: 'update'; id: string; body: SaleFields };

export function useSaveSale() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (save: SaleSave) =>
      save.mode === 'create'
        ? api(rows.createSale, { body: save.body })
        : api(rows.updateSale, { params: { id: save.id }, body: save.body }),
    onSettled: refresh,
  });
}

export function useDeleteSale() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (id: string) => api(rows.deleteSale, { params: { id } }),
    onSettled: refresh,
  });
}

type CodeSave =
  | { mode: 'create'; body: z.output<typeof codeCreateSchema> }
  | { mode: 'update'; id: string; body: CodeFields };

export function useSaveCode() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (save: CodeSave) =>
      save.mode === 'create'
        ? api(rows.createCode, { body: save.body })
        : api(rows.updateCode, { params: { id: save.id }, body: save.body }),
    onSettled: refresh,
  });
}
