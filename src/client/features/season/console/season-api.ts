/** The console Season tab's writes: a badge change, and the season reset; both refetch the season's live keys. */
import { seasonConsoleEndpoints as rows } from '@shared/season/console/endpoints';
import type { BadgeChange } from '@shared/season/console/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reportFailure } from '../../../lib/api-errors';
import { useRefreshConsole } from '../../../lib/console-keys';
import { toast } from '../../../lib/toast';
import { seasonKeys } from '../query-keys';

function useRefresh() {
  const client = useQueryClient();
  const refreshConsole = useRefreshConsole();
  return () => Promise.all([refreshConsole(), client.invalidateQueries({ queryKey: seasonKeys.all() })]);
}

export function useChangeBadge(onFieldErrors: (errors: Record<string, string>) => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BadgeChange) => api(rows.badge, { body }),
    onSuccess: ({ player }, body) =>
      toast.success(
        `${player.name ?? 'The player'} ${body.awarded ? 'now holds' : 'no longer holds'} the badge (${player.badge_count} of 9).`,
      ),
    onError: (error) =>
      reportFailure(error, { title: 'Badge not changed', description: 'Please try again.', onFieldErrors }),
    onSettled: refresh,
  });
}

export function useResetSeason(onFieldErrors: (errors: Record<string, string>) => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { season: number; confirm: string }) => api(rows.reset, { body }),
    onSuccess: (answer) =>
      toast.success(
        `${answer.archived.name} is archived (${answer.players} players). ${answer.current.name} has begun.`,
      ),
    onError: (error) =>
      reportFailure(error, { title: 'Season not reset', description: 'Please try again.', onFieldErrors }),
    onSettled: refresh,
  });
}
