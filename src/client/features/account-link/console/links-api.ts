/** The console's account links: search accounts, link and unlink a Minecraft account for a player. */
import { accountLinkConsoleEndpoints as rows } from '@shared/account-link/console/endpoints';
import type { StaffLink } from '@shared/account-link/console/requests';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reportFailure } from '../../../lib/api-errors';
import { useRefreshConsole } from '../../../lib/console-keys';
import { toast } from '../../../lib/toast';
import { linkKeys } from '../query-keys';

export const accountSearchQuery = (q: string) =>
  queryOptions({
    queryKey: linkKeys.search(q),
    queryFn: () => api(rows.search, { query: { q } }),
    enabled: q.length >= 2,
  });

export function useStaffLink(userId: string, onFieldErrors: (errors: Record<string, string>) => void) {
  const refreshConsole = useRefreshConsole();
  return useMutation({
    mutationFn: (body: StaffLink) => api(rows.link, { params: { userId }, body }),
    onSuccess: ({ account, moved_from }) =>
      toast.success(
        `@${account.discord_username} is linked to ${account.mc_username}.${moved_from ? ` @${moved_from} was unlinked.` : ''}`,
      ),
    onError: (error) =>
      reportFailure(error, { title: 'Not linked', description: 'Please try again.', onFieldErrors }),
    onSettled: refreshConsole,
  });
}

export function useStaffUnlink(userId: string) {
  const refreshConsole = useRefreshConsole();
  return useMutation({
    mutationFn: () => api(rows.unlink, { params: { userId } }),
    onSuccess: ({ account }) =>
      toast.success(`@${account.discord_username} has no Minecraft account linked now.`),
    onError: (error) => reportFailure(error, { title: 'Not unlinked', description: 'Please try again.' }),
    onSettled: refreshConsole,
  });
}
