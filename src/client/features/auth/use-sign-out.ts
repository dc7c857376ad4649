import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../lib/api';
import { sessionQuery } from './use-session';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/auth/sign-out'),
    onSuccess: async () => {
      queryClient.setQueryData(sessionQuery.queryKey, { user: null, player: null });
      await queryClient.invalidateQueries();
      toast.success('Signed out', { description: 'You have been successfully signed out.' });
    },
    onError: (error) => {
      console.error('Sign out failed', error);
      toast.error('Sign out failed', { description: 'Failed to sign out. Please try again.' });
    },
  });
}
