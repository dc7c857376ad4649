import { discordEndpoints } from '@shared/discord/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { publicConfig } from '../../lib/public-config';
import { shellKeys } from './query-keys';

export const discordOnlineQuery = queryOptions({
  queryKey: shellKeys.discordOnline(),
  queryFn: () => api(discordEndpoints.online),
  staleTime: 60_000,
  refetchInterval: 60_000,
});

export function useDiscordOnline() {
  const query = useQuery(discordOnlineQuery);
  if (query.isError) console.error('Discord status unavailable', query.error);
  return {
    loading: query.isPending,
    online: query.data?.online ?? null,
    invite: query.data?.invite ?? publicConfig.discordInvite,
  };
}

/** 'Checking...' while loading, '<n> online', or 'Discord status unavailable'. */
export function onlineLabel(loading: boolean, online: number | null): string {
  if (loading) return 'Checking...';
  if (online === null) return 'Discord status unavailable';
  return `${online} online`;
}
