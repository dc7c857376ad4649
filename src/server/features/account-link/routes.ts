import { Hono } from 'hono';
import { z } from 'zod';
import { LINK_CODE_PATTERN, normalizeLinkCode } from '../../../shared/bridge/link-code';
import type { LinkBeginResponse, LinkStatusResponse } from '../../../shared/bridge/link-dialog';
import type { AppEnv, Deps } from '../../context';
import { validate } from '../../lib/validate';
import { requireUser } from '../auth';
import { beginLink, linkStatus } from './account-link';

const statusQuery = z.object({
  code: z
    .string()
    .transform(normalizeLinkCode)
    .pipe(z.string().regex(LINK_CODE_PATTERN, 'is not a link code')),
});

/** The link dialog's calls: POST /api/link/begin and GET /api/link/status?code= (own codes only). */
export function linkRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post('/begin', async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json((await beginLink(deps, user.id)) satisfies LinkBeginResponse, 201);
    })
    .get('/status', async (c) => {
      const user = requireUser(c);
      const { code } = validate(statusQuery, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json((await linkStatus(deps, user.id, code)) satisfies LinkStatusResponse);
    });
}
