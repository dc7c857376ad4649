/** The console's Season tab rows: badges changed by staff, and the season reset (admins). */
import { endpoint, requestType, type Summaries } from '../../api/endpoint';
import type { z } from '../../zod';
import { badgeChangeResponse, seasonResetResponse } from './api';
import type { badgeChangeSchema, seasonResetSchema } from './requests';

export const seasonConsoleEndpoints = {
  badge: endpoint({
    method: 'POST',
    path: '/staff/season/badges',
    auth: 'staff',
    answer: badgeChangeResponse,
    body: requestType<z.input<typeof badgeChangeSchema>>(),
  }),
  reset: endpoint({
    method: 'POST',
    path: '/staff/season/reset',
    auth: 'admin',
    answer: seasonResetResponse,
    body: requestType<z.input<typeof seasonResetSchema>>(),
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const seasonConsoleSummaries: Summaries<typeof seasonConsoleEndpoints> = {
  badge: "Award or revoke a player's badge or champion flag, audited",
  reset: 'Archive the open season (badges and ladder rows) and open the next, audited (admins)',
};
