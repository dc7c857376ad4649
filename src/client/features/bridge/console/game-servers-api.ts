/** The game servers tab's token list, creation and revocation, which refetch the console. */
import {
  gameServerCreatedResponse,
  gameServerRevokedResponse,
  staffGameServersResponse,
} from '@shared/bridge/console/game-servers';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { gameServersConsoleKeys } from './query-keys';

export const serversQuery = queryOptions({
  queryKey: gameServersConsoleKeys.list(),
  queryFn: () => api.get('/staff/game-servers', staffGameServersResponse),
});

export function useRevokeServer(name: string) {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: () => api.post(`/staff/game-servers/${name}/revoke`, gameServerRevokedResponse),
    onSettled: refresh,
  });
}

export function useCreateServer() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (name: string) => api.post('/staff/game-servers', gameServerCreatedResponse, { name }),
    onSettled: refresh,
  });
}
