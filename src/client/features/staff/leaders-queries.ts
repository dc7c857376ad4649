/** The gym leaders tab's reads and writes, under the console's 'staff' query root. */
import type { LeaderCreate, LeaderUpdate, PayoutInput } from '@shared/staff/leader-requests';
import { leaderLedgerResponse, staffLeaderResponse, staffLeadersResponse } from '@shared/staff/leaders-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const ROOT = ['staff', 'leaders'] as const;

export const leadersQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'list'],
    queryFn: () => api.get('/staff/leaders', staffLeadersResponse),
  });

export const ledgerQuery = (id: string) =>
  queryOptions({
    queryKey: [...ROOT, 'ledger', id],
    queryFn: () => api.get(`/staff/leaders/${id}/ledger`, leaderLedgerResponse),
  });

/** A write changes the list, a ledger and the audit log: refetch the whole console. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff'] });
}

export function useSaveLeader(id: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: LeaderCreate | LeaderUpdate) =>
      id
        ? api.patch(`/staff/leaders/${id}`, staffLeaderResponse, body)
        : api.post('/staff/leaders', staffLeaderResponse, body),
    onSettled: refresh,
  });
}

export function useRecordPayout(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PayoutInput) => api.post(`/staff/leaders/${id}/payouts`, leaderLedgerResponse, body),
    onSuccess: (answer) => queryClient.setQueryData(ledgerQuery(id).queryKey, answer),
    onSettled: refresh,
  });
}
