/** The game servers tab's token list, creation and revocation, which refetch the console. */
import { gameServerConsoleEndpoints as rows } from '@shared/bridge/console/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { gameServersConsoleKeys } from './query-keys';

export const serversQuery = queryOptions({
  queryKey: gameServersConsoleKeys.list(),
  queryFn: () => api(rows.list),
});

export function useRevokeServer(name: string) {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: () => api(rows.revoke, { params: { name } }),
    onSettled: refresh,
  });
}

export function useCreateServer() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (name: string) => api(rows.create, { body: { name } }),
    onSettled: refresh,
  });
}
