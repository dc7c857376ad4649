/** The gym leaders tab's reads and writes; a write refetches the whole console (list, ledger, audit log). */
import { leaderConsoleEndpoints as rows } from '@shared/gym-leaders/console/endpoints';
import type { LeaderCreate, LeaderUpdate, PayoutInput } from '@shared/gym-leaders/console/leader-requests';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { leadersConsoleKeys } from './query-keys';

export const leadersQuery = () =>
  queryOptions({
    queryKey: leadersConsoleKeys.list(),
    queryFn: () => api(rows.list),
  });

export const ledgerQuery = (id: string) =>
  queryOptions({
    queryKey: leadersConsoleKeys.ledger(id),
    queryFn: () => api(rows.ledger, { params: { id } }),
  });

export function useSaveLeader(id: string | null) {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: LeaderCreate | LeaderUpdate) =>
      id
        ? api(rows.update, { params: { id }, body: body as LeaderUpdate })
        : api(rows.create, { body: body as LeaderCreate }),
    onSettled: refresh,
  });
}

export function useRecordPayout(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: PayoutInput) => api(rows.payout, { params: { id }, body }),
    onSuccess: (answer) => queryClient.setQueryData(ledgerQuery(id).queryKey, answer),
    onSettled: refresh,
  });
}
