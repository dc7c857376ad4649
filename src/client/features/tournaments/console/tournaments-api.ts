/** The tournaments tab's reads and writes: settings, sign-ups, the draw, match results and the crowning. */

import type { DoublesTeamInput } from '@shared/doubles/registration-schema';
import type { BracketMatchView, BracketResponse } from '@shared/tournaments/bracket-api';
import { bracketEndpoints } from '@shared/tournaments/bracket-endpoints';
import type { StaffRegistrationsResponse, StaffTournamentResponse } from '@shared/tournaments/console/api';
import { tournamentConsoleEndpoints as rows } from '@shared/tournaments/console/endpoints';
import type { TournamentChange, TournamentCreate } from '@shared/tournaments/console/requests';
import type { SeedingMode } from '@shared/tournaments/seeding';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MutationReactions } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { tournamentKeys } from '../query-keys';

export const tournamentsQuery = queryOptions({
  queryKey: tournamentKeys.consoleList(),
  queryFn: () => api(rows.list),
});

export const bracketQuery = (slug: string) =>
  queryOptions({
    queryKey: tournamentKeys.consoleBracket(slug),
    queryFn: () => api(bracketEndpoints.read, { params: { slug } }),
  });

export const registrationsQuery = (slug: string) =>
  queryOptions({
    queryKey: tournamentKeys.consoleRegistrations(slug),
    queryFn: () => api(rows.registrations, { params: { slug } }),
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
      api(bracketEndpoints.recordResult, {
        params: { slug, round: String(match.round_number), match: String(match.match_number) },
        body: result,
      }),
    onSuccess: (bracket, result) => {
      saved(bracket);
      reactions.onSuccess?.(bracket, result);
    },
    onError: reactions.onError,
  });
}

export function useDrawBracket(
  slug: string,
  reactions: MutationReactions<BracketResponse, SeedingMode> = {},
) {
  const saved = useBracketWrite(slug);
  return useMutation({
    mutationFn: (seeding: SeedingMode) => api(bracketEndpoints.draw, { params: { slug }, body: { seeding } }),
    onSuccess: (bracket, seeding) => {
      saved(bracket);
      reactions.onSuccess?.(bracket, seeding);
    },
    onError: (error, seeding) => reactions.onError?.(error, seeding),
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
      api(action === 'check-in' ? rows.checkIn : rows.withdraw, { params: { slug, id: registrationId } }),
    onSuccess: (answer, action) => {
      client.setQueryData(registrationsQuery(slug).queryKey, answer);
      void refresh();
      reactions.onSuccess?.(answer, action);
    },
    onError: reactions.onError,
  });
}

/** Staff correct a doubles team; the answer is the sign-ups as they now stand. */
export function useCorrectTeam(
  slug: string,
  registrationId: string,
  reactions: MutationReactions<StaffRegistrationsResponse, DoublesTeamInput> = {},
) {
  const client = useQueryClient();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (team: DoublesTeamInput) =>
      api(rows.correctTeam, { params: { slug, id: registrationId }, body: team }),
    onSuccess: (answer, team) => {
      client.setQueryData(registrationsQuery(slug).queryKey, answer);
      void refresh();
      reactions.onSuccess?.(answer, team);
    },
    onError: reactions.onError,
  });
}

export const settingsQuery = (slug: string) =>
  queryOptions({
    queryKey: tournamentKeys.consoleSettings(slug),
    queryFn: () => api(rows.settings, { params: { slug } }),
  });

/** After a settings write: the answer is the tournament as stored; the list, its pages and the log follow. */
function useSettingsWrite() {
  const client = useQueryClient();
  const refresh = useRefreshConsole();
  return (answer: StaffTournamentResponse) => {
    client.setQueryData(settingsQuery(answer.tournament.slug).queryKey, answer);
    void client.invalidateQueries({ queryKey: tournamentKeys.all });
    void refresh();
  };
}

export function useCreateTournament() {
  const saved = useSettingsWrite();
  return useMutation({
    mutationFn: (body: TournamentCreate) => api(rows.create, { body }),
    onSuccess: saved,
  });
}

export function useChangeTournament(slug: string) {
  const saved = useSettingsWrite();
  return useMutation({
    mutationFn: (body: TournamentChange) => api(rows.change, { params: { slug }, body }),
    onSuccess: saved,
  });
}

/** The one-click actions on a tournament; cancel carries its reason. */
export type TournamentAction =
  | { kind: 'open' | 'close' | 'crown' | 'practice-draw' | 'remove-practice-draw' }
  | { kind: 'cancel'; reason: string };

export function useTournamentAction(
  slug: string,
  reactions: MutationReactions<StaffTournamentResponse, TournamentAction> = {},
) {
  const saved = useSettingsWrite();
  return useMutation({
    mutationFn: (action: TournamentAction) => {
      const params = { slug };
      switch (action.kind) {
        case 'cancel':
          return api(rows.cancel, { params, body: { reason: action.reason } });
        case 'remove-practice-draw':
          return api(rows.removePracticeDraw, { params });
        case 'practice-draw':
          return api(rows.practiceDraw, { params });
        default:
          return api(rows[action.kind], { params });
      }
    },
    onSuccess: (answer, action) => {
      saved(answer);
      reactions.onSuccess?.(answer, action);
    },
    onError: reactions.onError,
  });
}
