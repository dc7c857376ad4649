import { accountLinkEndpoints } from '@shared/account-link/endpoints';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { linkKeys } from './query-keys';

export function useBeginLink() {
  return useMutation({ mutationFn: () => api(accountLinkEndpoints.begin) });
}

/** Polls the code's state every 2 s while it is pending, so the dialog sees the in-game link at once. */
export function useLinkStatus(code: string | null) {
  return useQuery({
    queryKey: linkKeys.status(code),
    queryFn: () => api(accountLinkEndpoints.status, { query: { code: code ?? undefined } }),
    enabled: Boolean(code),
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'pending' ? false : 2000),
    gcTime: 0,
  });
}
