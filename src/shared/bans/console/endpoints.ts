/** The console's Bans tab rows of the browser endpoint table: find a player, ban, list and unban. */
import { endpoint, requestType, type Summaries } from '../../api/endpoint';
import type { z } from '../../zod';
import { banCandidatesResponse, staffBanResponse, staffBansResponse } from '../api';
import type { banCreateSchema, banLiftSchema } from './requests';

export const banConsoleEndpoints = {
  list: endpoint({ method: 'GET', path: '/staff/bans', auth: 'staff', answer: staffBansResponse }),
  players: endpoint({
    method: 'GET',
    path: '/staff/bans/players',
    auth: 'staff',
    answer: banCandidatesResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/staff/bans',
    auth: 'staff',
    answer: staffBanResponse,
    body: requestType<z.input<typeof banCreateSchema>>(),
  }),
  lift: endpoint({
    method: 'POST',
    path: '/staff/bans/:id/lift',
    auth: 'staff',
    answer: staffBanResponse,
    body: requestType<z.input<typeof banLiftSchema>>(),
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const banConsoleSummaries: Summaries<typeof banConsoleEndpoints> = {
  list: 'Bans, active ones first, then past ones (`?player_id=` for one player)',
  players: 'Players to ban by site or Minecraft name (`?q=`), each saying whether a ban holds now',
  create: 'Ban a player with a reason and an optional end, audited; the game server is told',
  lift: 'Lift a ban with a reason, audited; the game server is told',
};
