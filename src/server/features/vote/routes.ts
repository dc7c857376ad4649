import { type StaffVoteResponse, voteSettingsSchema } from '../../../shared/vote/admin';
import { voteConsoleEndpoints } from '../../../shared/vote/console/endpoints';
import { voteEndpoints } from '../../../shared/vote/endpoints';
import type { VotePageResponse } from '../../../shared/vote/types';
import type { Deps } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { requireAdmin, requireStaff } from '../auth';
import { readVoteParty } from './party';
import { readPartyGoal, readVoteSites, saveVoteSettings } from './sites';

/** GET /api/vote: the vote sites and the vote party's progress. */
export function voteRoutes(deps: Deps) {
  const { db } = deps.database;
  return endpointRoutes('/vote').on(voteEndpoints.page, async (c) => {
    const [sites, party] = await Promise.all([readVoteSites(db, deps.env), readVoteParty(deps)]);
    return c.json({ sites, party } satisfies VotePageResponse);
  }).routes;
}

const STAFF_ONLY = 'The staff console is for staff members.';
/**
 * Admins only: a vote link sends players off the site under our name (a wrong one is a phishing
 * link), and the goal must match the game server's own setting, which admins run.
 */
const ADMINS_ONLY = 'Only admins can change the vote sites and the party goal.';

/** /api/staff/vote: every staff member reads the settings; admins change them. */
export function voteStaffRoutes(deps: Deps) {
  const { db } = deps.database;
  const settings = async (canEdit: boolean): Promise<StaffVoteResponse> => ({
    can_edit: canEdit,
    sites: await readVoteSites(db, deps.env),
    party_goal: await readPartyGoal(db),
  });
  return endpointRoutes('/staff/vote')
    .on(voteConsoleEndpoints.settings, async (c) => {
      const viewer = requireStaff(c, STAFF_ONLY);
      return c.json(await settings(viewer.role === 'admin'));
    })
    .on(voteConsoleEndpoints.save, { body: voteSettingsSchema }, async (c, request) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const input = await request.body();
      await saveVoteSettings(db, deps.env, actor, input);
      return c.json(await settings(true));
    }).routes;
}
