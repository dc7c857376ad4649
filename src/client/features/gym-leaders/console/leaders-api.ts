/** The gym leaders tab's reads and writes; a write refetches the whole console (list, ledger, audit log). */
import type { LeaderCreate, LeaderUpdate, PayoutInput } from '@shared/gym-leaders/console/leader-requests';
import {
  leaderLedgerResponse,
  staffLeaderResponse,
  staffLeadersResponse,
} from '@shared/gym-leaders/console/leaders-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { leadersConsoleKeys } from './query-keys';

export const leadersQuery = () =>
  queryOptions({
    queryKey: leadersConsoleKeys.list(),
    queryFn: () => api.get('/staff/leaders', staffLeadersResponse),
  });

export const ledgerQuery = (id: string) =>
  queryOptions({
    queryKey: leadersConsoleKeys.ledger(id),
    queryFn: () => api.get(`/staff/leaders/${id}/ledger`, leaderLedgerResponse),
  });

export function useSaveLeader(id: string | null) {
  const refresh = useRefreshConsole();
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
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: PayoutInput) => api.post(`/staff/leaders/${id}/payouts`, leaderLedgerResponse, body),
    onSuccess: (answer) => queryClient.setQueryData(ledgerQuery(id).queryKey, answer),
    onSettled: refresh,
  });
}
