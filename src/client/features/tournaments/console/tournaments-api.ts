/** The tournaments tab's reads and writes: registrations, the draw and match results. */

import {
  type BracketMatchView,
  type BracketResponse,
  bracketResponse,
} from '@shared/tournaments/bracket-api';
import {
  type StaffRegistrationsResponse,
  staffRegistrationsResponse,
  staffTournamentsResponse,
} from '@shared/tournaments/console/api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MutationReactions } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { tournamentKeys } from '../query-keys';

export const tournamentsQuery = queryOptions({
  queryKey: tournamentKeys.consoleList(),
  queryFn: () => api.get('/staff/tournaments', staffTournamentsResponse),
});

export const bracketQuery = (slug: string) =>
  queryOptions({
    queryKey: tournamentKeys.consoleBracket(slug),
    queryFn: () => api.get(`/tournaments/${slug}/bracket`, bracketResponse),
  });

export const registrationsQuery = (slug: string) =>
  queryOptions({
    queryKey: tournamentKeys.consoleRegistrations(slug),
    queryFn: () => api.get(`/staff/tournaments/${slug}/registrations`, staffRegistrationsResponse),
  });

/** After a write: the answer is the bracket as it now stands; the list's counts and the audit log follow. */
function useBracketWrite(slug: string) {
  const client = useQueryClient();
  const refresh = useRefreshConsole();
  return (bracket: BracketResponse) => {
    client.setQueryData(bracketQuery(slug).queryKey, bracket);
    void refresh();
  };
}

export interface MatchResult {
  games_won_p1: number;
  games_won_p2: number;
  winner_id: string | null;
  status: 'completed' | 'in_progress';
}

export function useRecordResult(
  slug: string,
  match: Pick<BracketMatchView, 'round_number' | 'match_number'>,
  reactions: MutationReactions<BracketResponse, MatchResult> = {},
) {
  const saved = useBracketWrite(slug);
  return useMutation({
    mutationFn: (result: MatchResult) =>
      api.post(
        `/tournaments/${slug}/matches/${match.round_number}/${match.match_number}/result`,
        bracketResponse,
        result,
      ),
    onSuccess: (bracket, result) => {
      saved(bracket);
      reactions.onSuccess?.(bracket, result);
    },
    onError: reactions.onError,
  });
}

export function useDrawBracket(slug: string, reactions: MutationReactions<BracketResponse, void> = {}) {
  const saved = useBracketWrite(slug);
  return useMutation({
    mutationFn: () => api.post(`/tournaments/${slug}/bracket`, bracketResponse),
    onSuccess: (bracket) => {
      saved(bracket);
      reactions.onSuccess?.(bracket);
    },
    onError: (error) => reactions.onError?.(error),
  });
}

type RegistrationAction = 'check-in' | 'withdraw';

export function useRegistrationAction(
  slug: string,
  registrationId: string,
  reactions: MutationReactions<StaffRegistrationsResponse, RegistrationAction> = {},
) {
  const client = useQueryClient();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (action: RegistrationAction) =>
      api.post(
        `/staff/tournaments/${slug}/registrations/${registrationId}/${action}`,
        staffRegistrationsResponse,
      ),
    onSuccess: (answer, action) => {
      client.setQueryData(registrationsQuery(slug).queryKey, answer);
      void refresh();
      reactions.onSuccess?.(answer, action);
    },
    onError: reactions.onError,
  });
}
