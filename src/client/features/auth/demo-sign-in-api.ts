/** Demo mode's sign-in: the demo accounts and signing in as one (a real session, made by the server). */
import { demoAccountsResponse, demoSignInResponse } from '@shared/auth/me';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { publicConfig } from '../../lib/public-config';
import { authKeys } from './query-keys';

export const demoAccountsQuery = queryOptions({
  queryKey: authKeys.demoAccounts(),
  queryFn: () => api.get('/auth/demo/accounts', demoAccountsResponse),
  enabled: publicConfig.demoMode,
});

/** Leaves for the answered address once signed in. */
export function useDemoSignIn(redirect: string) {
  return useMutation({
    mutationFn: (username: string) => api.post('/auth/demo', demoSignInResponse, { username, redirect }),
    onSuccess: (result) => window.location.assign(result.redirect),
  });
}
