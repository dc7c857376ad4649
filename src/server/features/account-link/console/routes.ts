/** /api/staff/links: staff find an account and link or unlink its Minecraft account. Audited. */
import type {
  LinkedAccountResponse,
  LinkedAccountsResponse,
} from '../../../../shared/account-link/console/api';
import { accountLinkConsoleEndpoints } from '../../../../shared/account-link/console/endpoints';
import { accountSearchSchema, staffLinkSchema } from '../../../../shared/account-link/console/requests';
import type { Deps } from '../../../context';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { pathId } from '../../../lib/errors';
import { requireStaff } from '../../auth';
import { linkAccount, searchAccounts, unlinkAccount } from './links';

const STAFF_ONLY = "Only staff members can change a player's Minecraft link.";

const userIdParam = (id: string) => pathId(id, 'No such account.');

export function accountLinkConsoleRoutes(deps: Deps) {
  const { db } = deps.database;
  const rows = accountLinkConsoleEndpoints;
  return endpointRoutes('/staff/links')
    .on(rows.search, { query: accountSearchSchema }, async (c, request) => {
      requireStaff(c, STAFF_ONLY);
      const { q } = request.query();
      return c.json({ accounts: await searchAccounts(db, q) } satisfies LinkedAccountsResponse);
    })
    .on(rows.link, { body: staffLinkSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const id = userIdParam(c.req.param('userId'));
      const body = await request.body();
      return c.json((await linkAccount(db, actor, id, body)) satisfies LinkedAccountResponse);
    })
    .on(rows.unlink, async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const id = userIdParam(c.req.param('userId'));
      return c.json((await unlinkAccount(db, actor, id)) satisfies LinkedAccountResponse);
    }).routes;
}
