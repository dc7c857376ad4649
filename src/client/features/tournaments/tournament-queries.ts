import { nextTournamentResponse, registrationResult, tournamentPageResponse } from '@shared/tournaments/api';
import type { TournamentRegistration } from '@shared/tournaments/registration-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { tournamentKeys } from './query-keys';

export const tournamentQuery = (slug: string) =>
  queryOptions({
    queryKey: tournamentKeys.page(slug),
    queryFn: () => api.get(`/tournaments/${slug}`, tournamentPageResponse),
  });

export const nextTournamentQuery = queryOptions({
  queryKey: tournamentKeys.next(),
  queryFn: () => api.get('/tournaments/next', nextTournamentResponse),
  staleTime: 60_000,
});

/** Register, withdraw and check in: each answers the caller's registration, then the page refetches. */
export function useRegistrationActions(slug: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
  const register = useMutation({
    mutationFn: (data: TournamentRegistration) =>
      api.post(`/tournaments/${slug}/registration`, registrationResult, data),
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: () => api.delete(`/tournaments/${slug}/registration`, registrationResult),
    onSettled: refresh,
  });
  const checkIn = useMutation({
    mutationFn: () => api.post(`/tournaments/${slug}/check-in`, registrationResult, {}),
    onSettled: refresh,
  });
  return { register, withdraw, checkIn };
}
