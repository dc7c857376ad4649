import {
  type DoublesRegistrationResponse,
  doublesRegistrationResponse,
  doublesTournamentResponse,
} from '@shared/doubles/api';
import type { DoublesRegistrationData } from '@shared/doubles/registration-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { doublesKeys } from './query-keys';

export const doublesTournamentQuery = queryOptions({
  queryKey: doublesKeys.tournament(),
  queryFn: () => api.get('/doubles/tournament', doublesTournamentResponse),
});

/** The signed-in user's registration. */
export const myDoublesQuery = (userId: string) =>
  queryOptions({
    queryKey: doublesKeys.registration(userId),
    queryFn: () => api.get('/doubles/registration', doublesRegistrationResponse),
  });

/** Register (POST) or update (PUT) the caller's team; the answer is the stored registration. */
export function useSaveTeam(userId: string, mode: 'create' | 'edit') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: DoublesRegistrationData) =>
      mode === 'create'
        ? api.post('/doubles/registration', doublesRegistrationResponse, data)
        : api.put('/doubles/registration', doublesRegistrationResponse, data),
    onSuccess: (answer: DoublesRegistrationResponse) => {
      queryClient.setQueryData(myDoublesQuery(userId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: doublesKeys.all });
    },
  });
}
