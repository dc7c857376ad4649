/** The link dialog's rows of the browser endpoint table. */
import { endpoint } from '../api/endpoint';
import { linkBeginResponse, linkStatusResponse } from '../bridge/link-dialog';

export const accountLinkEndpoints = {
  begin: endpoint({
    method: 'POST',
    path: '/link/begin',
    auth: 'user',
    summary: 'A new code to type in game (`/link CODE`)',
    answer: linkBeginResponse,
  }),
  status: endpoint({
    method: 'GET',
    path: '/link/status',
    auth: 'user',
    summary: 'Whether one of your codes (`?code=`) has been used yet',
    answer: linkStatusResponse,
  }),
};
