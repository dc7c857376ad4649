import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../../server/features/auth/me-routes';
import { api } from '../../lib/api';

export const sessionQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => api.get<MeResponse>('/me'),
  staleTime: 60_000,
});

/** The signed-in account and player (both null for visitors); `loading` until the first answer. */
export function useSession() {
  const query = useQuery(sessionQuery);
  return {
    loading: query.isPending,
    user: query.data?.user ?? null,
    player: query.data?.player ?? null,
  };
}
