/** The console's Gym leaders tab rows of the browser endpoint table: leaders, ledgers and payouts. */
import { endpoint, requestType, type Summaries } from '../../api/endpoint';
import type { z } from '../../zod';
import type { leaderCreateSchema, leaderUpdateSchema, payoutSchema } from './leader-requests';
import { leaderLedgerResponse, staffLeaderResponse, staffLeadersResponse } from './leaders-api';

export const leaderConsoleEndpoints = {
  list: endpoint({ method: 'GET', path: '/staff/leaders', auth: 'staff', answer: staffLeadersResponse }),
  create: endpoint({
    method: 'POST',
    path: '/staff/leaders',
    auth: 'staff',
    answer: staffLeaderResponse,
    body: requestType<z.input<typeof leaderCreateSchema>>(),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/staff/leaders/:id',
    auth: 'staff',
    answer: staffLeaderResponse,
    body: requestType<z.input<typeof leaderUpdateSchema>>(),
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/staff/leaders/:id/ledger',
    auth: 'staff',
    answer: leaderLedgerResponse,
  }),
  payout: endpoint({
    method: 'POST',
    path: '/staff/leaders/:id/payouts',
    auth: 'admin',
    answer: leaderLedgerResponse,
    body: requestType<z.input<typeof payoutSchema>>(),
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const leaderConsoleSummaries: Summaries<typeof leaderConsoleEndpoints> = {
  list: 'Every gym leader with their earnings',
  create: 'Add a gym leader, audited',
  update: "Change a gym leader's name, gym or status, audited",
  ledger: "A gym leader's latest ledger entries and totals",
  payout: 'Record a payout to a gym leader (admins only), audited; answers the new ledger',
};
