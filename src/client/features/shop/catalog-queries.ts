/**
 * The catalog the shop pages draw: read from the server (which reads the database), put in the
 * query cache by the first paint's page data, and refreshed live when admins change it.
 */
import type { CatalogItem } from '@shared/shop/catalog';
import { shopEndpoints } from '@shared/shop/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useLiveTopics } from '../live';
import { shopKeys } from './query-keys';

export const catalogQuery = queryOptions({
  queryKey: shopKeys.catalog(),
  queryFn: () => api(shopEndpoints.catalog),
});

const NOTHING: readonly CatalogItem[] = [];

/** Every product on sale, in listing order (nothing until the catalog has arrived). */
export function useCatalogItems(): readonly CatalogItem[] {
  useLiveTopics('catalog');
  return (useQuery(catalogQuery).data?.items as CatalogItem[] | undefined) ?? NOTHING;
}

export function useCatalogGroup(group: string): CatalogItem[] {
  return useCatalogItems().filter((item) => item.group === group);
}

export function useCatalogItem(id: string): CatalogItem | undefined {
  return useCatalogItems().find((item) => item.id === id);
}
