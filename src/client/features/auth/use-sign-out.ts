import { authEndpoints } from '@shared/auth/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { reportFailure } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { sessionQuery } from './use-session';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(authEndpoints.signOut),
    onSuccess: async () => {
      queryClient.setQueryData(sessionQuery.queryKey, { user: null, player: null });
      await queryClient.invalidateQueries();
      toast.success('Signed out', { description: 'You have been successfully signed out.' });
    },
    onError: (error) =>
      reportFailure(error, {
        title: 'Sign out failed',
        description: 'Failed to sign out. Please try again.',
        serverMessage: 'none',
      }),
  });
}
