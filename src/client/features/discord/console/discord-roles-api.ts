/** The console's Discord role mappings: the list with the bot's state, and saving one mapping. */
import { discordConsoleEndpoints as rows } from '@shared/discord/console/endpoints';
import type { RoleMappingsResponse } from '@shared/discord/roles';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reportFailure } from '../../../lib/api-errors';
import { useRefreshConsole } from '../../../lib/console-keys';
import { toast } from '../../../lib/toast';
import { discordKeys } from '../query-keys';

export const discordRolesQuery = queryOptions({
  queryKey: discordKeys.roles,
  queryFn: () => api(rows.roles),
});

/** Maps one target to a role id, or (null) stops following it; the answer is the new list. */
export function useSaveRoleMapping(label: string, onFieldErrors: (errors: Record<string, string>) => void) {
  const client = useQueryClient();
  const refreshConsole = useRefreshConsole();
  return useMutation({
    mutationFn: (change: { target: string; role_id: string | null }) => api(rows.saveRole, { body: change }),
    onSuccess: (answer: RoleMappingsResponse, change) => {
      client.setQueryData(discordRolesQuery.queryKey, answer);
      void refreshConsole();
      toast.success(
        change.role_id === null
          ? `${label}: no Discord role any more.`
          : `${label}: saved. Members get the role at their next change or tonight's check.`,
      );
    },
    onError: (error) =>
      reportFailure(error, { title: 'Not saved', description: 'Please try again.', onFieldErrors }),
  });
}
