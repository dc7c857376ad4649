/** The console's account-link rows: find an account, link or unlink its Minecraft account for support. */
import { endpoint, requestType, type Summaries } from '../../api/endpoint';
import type { z } from '../../zod';
import { linkedAccountResponse, linkedAccountsResponse } from './api';
import type { staffLinkSchema } from './requests';

export const accountLinkConsoleEndpoints = {
  search: endpoint({ method: 'GET', path: '/staff/links', auth: 'staff', answer: linkedAccountsResponse }),
  link: endpoint({
    method: 'PUT',
    path: '/staff/links/:userId',
    auth: 'staff',
    answer: linkedAccountResponse,
    body: requestType<z.input<typeof staffLinkSchema>>(),
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/staff/links/:userId',
    auth: 'staff',
    answer: linkedAccountResponse,
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const accountLinkConsoleSummaries: Summaries<typeof accountLinkConsoleEndpoints> = {
  search: 'Site accounts by Discord or Minecraft name (`?q=`), with their linked Minecraft account',
  link: 'Link a Minecraft account (uuid and name) to a site account for support, audited',
  unlink: "Unlink a site account's Minecraft account, audited",
};
