/** Query options and hooks for the public arena API; keys sit under the live topics' roots. */

import { arenaEndpoints } from '@shared/arena/endpoints';
import { visibleLeaders } from '@shared/arena/leaders';
import type { GymLeader, LadderEntry } from '@shared/arena/types';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../auth';
import { arenaKeys } from './query-keys';

export const leadersQuery = queryOptions({
  queryKey: arenaKeys.leaders(),
  queryFn: () => api(arenaEndpoints.leaders),
  // Hidden here too, so a leader that loses its player link disappears whatever the server sends.
  select: (data) => visibleLeaders(data.leaders),
  staleTime: 30_000,
});

/** What the home page's arena shows of a leader: a presence heartbeat's new time is not in it. */
export type ArenaLeader = Pick<
  GymLeader,
  | 'id'
  | 'status'
  | 'display_name'
  | 'minecraft_username'
  | 'player_uuid'
  | 'element'
  | 'badges_awarded'
  | 'win_rate'
>;

const shownLeaders = (data: { leaders: GymLeader[] }): ArenaLeader[] =>
  visibleLeaders(data.leaders).map(
    ({ id, status, display_name, minecraft_username, player_uuid, element, badges_awarded, win_rate }) => ({
      id,
      status,
      display_name,
      minecraft_username,
      player_uuid,
      element,
      badges_awarded,
      win_rate,
    }),
  );

/**
 * The leaders as the home arena shows them. A live change refetches the leaders, and the query
 * keeps the previous objects wherever the selected fields are equal, so only what changed renders.
 */
export const arenaLeadersQuery = queryOptions({ ...leadersQuery, select: shownLeaders });

export const matchesQuery = queryOptions({
  queryKey: arenaKeys.matches(),
  queryFn: () => api(arenaEndpoints.matches),
  select: (data) => data.matches,
  staleTime: 30_000,
});

/** The first `limit` ladder entries (home top 10; the spotlight reads leaders' ELO from the top 100). */
export const ladderTopQuery = (limit: number) =>
  queryOptions({
    queryKey: arenaKeys.ladderTop(limit),
    queryFn: () => api(arenaEndpoints.ladder, { query: { limit, offset: 0 } }),
    staleTime: 30_000,
  });

/** One player's entry in the top `limit`, undefined when unrated: its holder renders on its changes only. */
export function ladderEntryQuery(limit: number, playerUuid: string) {
  return queryOptions({
    ...ladderTopQuery(limit),
    select: (data: { entries: LadderEntry[] }) =>
      data.entries.find((entry) => entry.player_uuid === playerUuid),
  });
}

export const LADDER_PAGE_SIZE = 25;

export const ladderPagesQuery = infiniteQueryOptions({
  queryKey: arenaKeys.ladderPages(),
  queryFn: ({ pageParam }) =>
    api(arenaEndpoints.ladder, { query: { limit: LADDER_PAGE_SIZE, offset: pageParam } }),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.entries.length, 0);
    return loaded < last.total && last.entries.length > 0 ? loaded : undefined;
  },
  staleTime: 30_000,
});

export const ownRankQuery = queryOptions({
  queryKey: arenaKeys.ownRank(),
  queryFn: () => api(arenaEndpoints.ownRank),
  staleTime: 30_000,
});

/** The signed-in player's rank; rank lookup errors count as "no rating" (the spec logs them only). */
export function useOwnRank() {
  const session = useSession();
  const signedIn = Boolean(session.user);
  const query = useQuery({ ...ownRankQuery, enabled: signedIn, retry: false });
  if (query.isError) console.error('Own rank lookup failed', query.error);
  return {
    loading: session.loading || (signedIn && query.isPending && !query.isError),
    signedIn,
    rank: query.data ?? (query.isError ? ({ state: 'unrated' } as const) : null),
  };
}
