/**
 * The catalog the shop pages draw: read from the server (which reads the database), put in the
 * query cache by the first paint's page data, and refreshed live when admins change it.
 */
import type { CatalogItem } from '@shared/shop/catalog';
import { shopEndpoints } from '@shared/shop/endpoints';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { useLiveTopics } from '../live';
import { shopKeys } from './query-keys';

export const catalogQuery = queryOptions({
  queryKey: shopKeys.catalog(),
  queryFn: () => api(shopEndpoints.catalog),
});

const NOTHING: readonly CatalogItem[] = [];

/** Timers longer than this overflow; a page left open that long asks again when it gets there. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Asks for the catalog again when a timed sale starts or ends: no write happens then, so no live
 * notice comes. A second late, so the server's clock has passed the moment too.
 */
function useRefetchAt(changeAt: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!changeAt) return;
    const wait = Math.min(Date.parse(changeAt) - Date.now() + 1000, LONGEST_WAIT_MS);
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: catalogQuery.queryKey }),
      Math.max(wait, 1000),
    );
    return () => clearTimeout(timer);
  }, [changeAt, queryClient]);
}

/** Every product on sale, in listing order (nothing until the catalog has arrived). */
export function useCatalogItems(): readonly CatalogItem[] {
  useLiveTopics('catalog');
  const { data } = useQuery(catalogQuery);
  useRefetchAt(data?.sales_change_at);
  return (data?.items as CatalogItem[] | undefined) ?? NOTHING;
}

export function useCatalogGroup(group: string): CatalogItem[] {
  return useCatalogItems().filter((item) => item.group === group);
}

export function useCatalogItem(id: string): CatalogItem | undefined {
  return useCatalogItems().find((item) => item.id === id);
}
