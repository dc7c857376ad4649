import { z } from 'zod';
import { accountLinkEndpoints } from '../../../shared/account-link/endpoints';
import { LINK_CODE_PATTERN, normalizeLinkCode } from '../../../shared/bridge/link-code';
import type { LinkBeginResponse, LinkStatusResponse } from '../../../shared/bridge/link-dialog';
import type { Deps } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { requireUser } from '../auth';
import { beginLink, linkStatus } from './account-link';

const linkStatusQuery = z.object({
  code: z
    .string()
    .transform(normalizeLinkCode)
    .pipe(z.string().regex(LINK_CODE_PATTERN, 'is not a link code')),
});

/** The link dialog's calls: POST /api/link/begin and GET /api/link/status?code= (own codes only). */
export function linkRoutes(deps: Deps) {
  return endpointRoutes('/link')
    .on(accountLinkEndpoints.begin, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json((await beginLink(deps, user.id)) satisfies LinkBeginResponse, 201);
    })
    .on(accountLinkEndpoints.status, { query: linkStatusQuery }, async (c, request) => {
      const user = requireUser(c);
      const { code } = request.query();
      c.header('Cache-Control', 'no-store');
      return c.json((await linkStatus(deps, user.id, code)) satisfies LinkStatusResponse);
    }).routes;
}
