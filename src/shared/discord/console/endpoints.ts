/** The Discord console panel's rows of the browser endpoint table: guild roles that follow the site. */
import { endpoint, requestType, type Summaries } from '../../api/endpoint';
import type { z } from '../../zod';
import type { roleMappingUpdate } from '../requests';
import { roleMappingsResponse } from '../roles';

export const discordConsoleEndpoints = {
  roles: endpoint({
    method: 'GET',
    path: '/staff/discord/roles',
    auth: 'admin',
    answer: roleMappingsResponse,
  }),
  saveRole: endpoint({
    method: 'PUT',
    path: '/staff/discord/roles',
    auth: 'admin',
    answer: roleMappingsResponse,
    body: requestType<z.input<typeof roleMappingUpdate>>(),
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const discordConsoleSummaries: Summaries<typeof discordConsoleEndpoints> = {
  roles: 'Guild roles mapped to ranks, the gym-leader seat, staff and tournaments (admins only)',
  saveRole: 'Map one target to a guild role, or stop following it (admins only), audited',
};
