/** Demo mode's sign-in: the demo accounts and signing in as one (a real session, made by the server). */
import { authEndpoints } from '@shared/auth/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { publicConfig } from '../../lib/public-config';
import { authKeys } from './query-keys';

export const demoAccountsQuery = queryOptions({
  queryKey: authKeys.demoAccounts(),
  queryFn: () => api(authEndpoints.demoAccounts),
  enabled: publicConfig.demoMode,
});

/** Leaves for the answered address once signed in. */
export function useDemoSignIn(redirect: string) {
  return useMutation({
    mutationFn: (username: string) => api(authEndpoints.demoSignIn, { body: { username, redirect } }),
    onSuccess: (result) => window.location.assign(result.redirect),
  });
}
