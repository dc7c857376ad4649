/** The link dialog's rows of the browser endpoint table. */
import { endpoint, type Summaries } from '../api/endpoint';
import { linkBeginResponse, linkStatusResponse } from '../bridge/link-dialog';

export const accountLinkEndpoints = {
  begin: endpoint({
    method: 'POST',
    path: '/link/begin',
    auth: 'user',
    answer: linkBeginResponse,
  }),
  status: endpoint({
    method: 'GET',
    path: '/link/status',
    auth: 'user',
    answer: linkStatusResponse,
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const accountLinkSummaries: Summaries<typeof accountLinkEndpoints> = {
  begin: 'A new code to type in game (`/link CODE`)',
  status: 'Whether one of your codes (`?code=`) has been used yet',
};
