import { authEndpoints } from '@shared/auth/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useIsClient } from '../../lib/use-is-client';
import { authKeys } from './query-keys';

export const sessionQuery = queryOptions({
  queryKey: authKeys.session(),
  queryFn: () => api(authEndpoints.me),
  staleTime: 60_000,
});

/**
 * The signed-in account and player (both null for visitors); `loading` until the first answer.
 * While a part of the server's first paint hydrates, even one that hydrates after the answer came
 * (a lazy section), it is `loading` as the paint showed it, and then updates.
 */
export function useSession() {
  const query = useQuery(sessionQuery);
  const hydrated = useIsClient();
  const known = hydrated && !query.isPending;
  return {
    loading: !known,
    user: known ? (query.data?.user ?? null) : null,
    player: known ? (query.data?.player ?? null) : null,
  };
}
