import type { VoteSettings } from '@shared/vote/admin';
import { voteConsoleEndpoints } from '@shared/vote/console/endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reportFailure } from '../../../lib/api-errors';
import { useRefreshConsole } from '../../../lib/console-keys';
import { toast } from '../../../lib/toast';
import { voteKeys } from '../query-keys';

export const voteSettingsQuery = queryOptions({
  queryKey: voteKeys.settings(),
  queryFn: () => api(voteConsoleEndpoints.settings),
});

/** Saves the sites and the goal; open vote pages hear it through the live stream. */
export function useSaveVoteSettings(onFieldErrors: (errors: Record<string, string>) => void) {
  const client = useQueryClient();
  const refreshConsole = useRefreshConsole();
  return useMutation({
    mutationFn: (settings: VoteSettings) => api(voteConsoleEndpoints.save, { body: settings }),
    onSuccess: (answer) => {
      client.setQueryData(voteSettingsQuery.queryKey, answer);
      void refreshConsole();
      void client.invalidateQueries({ queryKey: voteKeys.page() });
      toast.success('Saved: the vote page shows it now.');
    },
    onError: (error) =>
      reportFailure(error, { title: 'Not saved', description: 'Please try again.', onFieldErrors }),
  });
}
