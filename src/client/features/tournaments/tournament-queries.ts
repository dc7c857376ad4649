import { tournamentEndpoints } from '@shared/tournaments/endpoints';
import type { TournamentRegistration } from '@shared/tournaments/registration-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { tournamentKeys } from './query-keys';

export const tournamentQuery = (slug: string) =>
  queryOptions({
    queryKey: tournamentKeys.page(slug),
    queryFn: () => api(tournamentEndpoints.page, { params: { slug } }),
  });

export const nextTournamentQuery = queryOptions({
  queryKey: tournamentKeys.next(),
  queryFn: () => api(tournamentEndpoints.next),
  staleTime: 60_000,
});

/** Register, withdraw and check in: each answers the caller's registration, then the page refetches. */
export function useRegistrationActions(slug: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
  const register = useMutation({
    mutationFn: (data: TournamentRegistration) =>
      api(tournamentEndpoints.register, { params: { slug }, body: data }),
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: () => api(tournamentEndpoints.withdraw, { params: { slug } }),
    onSettled: refresh,
  });
  const checkIn = useMutation({
    mutationFn: () => api(tournamentEndpoints.checkIn, { params: { slug } }),
    onSettled: refresh,
  });
  return { register, withdraw, checkIn };
}
