import type { DoublesRegistrationResponse } from '@shared/doubles/api';
import { doublesEndpoints } from '@shared/doubles/endpoints';
import type { DoublesRegistrationData } from '@shared/doubles/registration-schema';
import { MID_SEASON_DOUBLES_SLUG } from '@shared/tournaments/constants';
import { tournamentEndpoints } from '@shared/tournaments/endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { doublesKeys } from './query-keys';

export const doublesTournamentQuery = queryOptions({
  queryKey: doublesKeys.tournament(),
  queryFn: () => api(doublesEndpoints.tournament),
});

/** The signed-in user's registration. */
export const myDoublesQuery = (userId: string) =>
  queryOptions({
    queryKey: doublesKeys.registration(userId),
    queryFn: () => api(doublesEndpoints.registration),
  });

/** Register (POST) or update (PUT) the caller's team; the answer is the stored registration. */
export function useSaveTeam(userId: string, mode: 'create' | 'edit') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: DoublesRegistrationData) =>
      mode === 'create'
        ? api(doublesEndpoints.register, { body: data })
        : api(doublesEndpoints.update, { body: data }),
    onSuccess: (answer: DoublesRegistrationResponse) => {
      queryClient.setQueryData(myDoublesQuery(userId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: doublesKeys.all });
    },
  });
}

/** Check the caller's team in (the cup's check-in, one path for both formats); the page refetches the team. */
export function useDoublesCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(tournamentEndpoints.checkIn, { params: { slug: MID_SEASON_DOUBLES_SLUG } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: doublesKeys.all }),
  });
}
