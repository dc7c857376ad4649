/**
 * The console's Tournaments tab rows of the browser endpoint table: the tournaments (create, edit,
 * open, close, cancel, crown, practice draw) and their sign-ups (check-in, withdraw, a doubles
 * team's correction). The bracket's
 * own writes (draw, results) are rows of the bracket (`../bracket-endpoints.ts`).
 */
import { endpoint, requestType, type Summaries } from '../../api/endpoint';
import type { DoublesTeamInput } from '../../doubles/registration-schema';
import type { z } from '../../zod';
import { staffRegistrationsResponse, staffTournamentResponse, staffTournamentsResponse } from './api';
import type { tournamentCancelRequest, tournamentChangeRequest, tournamentCreateRequest } from './requests';

/** A one-click write on a tournament: no body, answers its settings as they now stand. */
const action = <const P extends string>(
  method: 'POST' | 'DELETE',
  path: P,
  auth: 'staff' | 'admin' = 'staff',
) => endpoint({ method, path, auth, answer: staffTournamentResponse });

export const tournamentConsoleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/staff/tournaments',
    auth: 'staff',
    answer: staffTournamentsResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/staff/tournaments',
    auth: 'admin',
    answer: staffTournamentResponse,
    body: requestType<z.input<typeof tournamentCreateRequest>>(),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/staff/tournaments/:slug',
    auth: 'staff',
    answer: staffTournamentResponse,
  }),
  change: endpoint({
    method: 'PATCH',
    path: '/staff/tournaments/:slug',
    auth: 'staff',
    answer: staffTournamentResponse,
    body: requestType<z.input<typeof tournamentChangeRequest>>(),
  }),
  open: action('POST', '/staff/tournaments/:slug/open'),
  close: action('POST', '/staff/tournaments/:slug/close'),
  cancel: endpoint({
    method: 'POST',
    path: '/staff/tournaments/:slug/cancel',
    auth: 'admin',
    answer: staffTournamentResponse,
    body: requestType<z.input<typeof tournamentCancelRequest>>(),
  }),
  crown: action('POST', '/staff/tournaments/:slug/crown'),
  practiceDraw: action('POST', '/staff/tournaments/:slug/practice-draw'),
  removePracticeDraw: action('DELETE', '/staff/tournaments/:slug/practice-draw'),
  registrations: endpoint({
    method: 'GET',
    path: '/staff/tournaments/:slug/registrations',
    auth: 'staff',
    answer: staffRegistrationsResponse,
  }),
  checkIn: endpoint({
    method: 'POST',
    path: '/staff/tournaments/:slug/registrations/:id/check-in',
    auth: 'staff',
    answer: staffRegistrationsResponse,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/staff/tournaments/:slug/registrations/:id/withdraw',
    auth: 'staff',
    answer: staffRegistrationsResponse,
  }),
  correctTeam: endpoint({
    method: 'PUT',
    path: '/staff/tournaments/:slug/registrations/:id/team',
    auth: 'staff',
    answer: staffRegistrationsResponse,
    body: requestType<DoublesTeamInput>(),
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const tournamentConsoleSummaries: Summaries<typeof tournamentConsoleEndpoints> = {
  list: 'Every tournament in any state, with its sign-up counts',
  create: 'Create a tournament (admins only), audited',
  settings: "A tournament's settings as staff edit them",
  change: "Change a tournament's texts, times, size or rewards, audited",
  open: 'Open sign-ups, audited',
  close: 'Close sign-ups, audited',
  cancel: 'Cancel a tournament with a reason (admins only), audited',
  crown: "Crown the final's winner and finish the tournament, audited",
  practiceDraw: 'Draw a practice bracket of the current sign-ups (201), audited',
  removePracticeDraw: 'Remove the practice bracket, audited',
  registrations: "A tournament's sign-ups, waitlist and check-ins",
  checkIn: 'Check a player in on their behalf, audited; answers the sign-ups',
  withdraw: 'Withdraw a player, promoting the waitlist, audited; answers the sign-ups',
  correctTeam:
    "Correct a doubles team under the player's own rules before the start, audited; answers the sign-ups",
};
