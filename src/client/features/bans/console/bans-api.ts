/** The console's bans: find a player, ban, list, unban. */
import { banConsoleEndpoints as rows } from '@shared/bans/console/endpoints';
import type { BanCreate } from '@shared/bans/console/requests';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reportFailure } from '../../../lib/api-errors';
import { useRefreshConsole } from '../../../lib/console-keys';
import { toast } from '../../../lib/toast';
import { banKeys } from '../query-keys';

export const banListQuery = () => queryOptions({ queryKey: banKeys.list, queryFn: () => api(rows.list) });

export const banCandidatesQuery = (q: string) =>
  queryOptions({
    queryKey: banKeys.players(q),
    queryFn: () => api(rows.players, { query: { q } }),
    enabled: q.length >= 2,
  });

export function useBan(onFieldErrors: (errors: Record<string, string>) => void, onDone: () => void) {
  const refreshConsole = useRefreshConsole();
  return useMutation({
    mutationFn: (body: BanCreate) => api(rows.create, { body }),
    onSuccess: ({ ban }) => {
      toast.success(`${ban.player.name} is banned.`);
      onDone();
    },
    onError: (error) =>
      reportFailure(error, { title: 'Not banned', description: 'Please try again.', onFieldErrors }),
    onSettled: refreshConsole,
  });
}

export function useUnban(
  id: string,
  onFieldErrors: (errors: Record<string, string>) => void,
  onDone: () => void,
) {
  const refreshConsole = useRefreshConsole();
  return useMutation({
    mutationFn: (reason: string) => api(rows.lift, { params: { id }, body: { reason } }),
    onSuccess: ({ ban }) => {
      toast.success(`${ban.player.name}'s ban is lifted.`);
      onDone();
    },
    onError: (error) =>
      reportFailure(error, { title: 'Not unbanned', description: 'Please try again.', onFieldErrors }),
    onSettled: refreshConsole,
  });
}
