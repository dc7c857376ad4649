/** /api/staff/season: badges changed by staff, and the season reset (admins). Audited. */
import type { BadgeChangeResponse, SeasonResetResponse } from '../../../../shared/season/console/api';
import { seasonConsoleEndpoints } from '../../../../shared/season/console/endpoints';
import { badgeChangeSchema, seasonResetSchema } from '../../../../shared/season/console/requests';
import type { Deps } from '../../../context';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { requireAdmin, requireStaff } from '../../auth';
import { auditAs } from '../../staff';
import { archiveSeason, toSeasonSummary } from '../archive';
import { changeBadge } from './badges';

export function seasonConsoleRoutes(deps: Deps) {
  const { db } = deps.database;
  const rows = seasonConsoleEndpoints;
  return endpointRoutes('/staff/season')
    .on(rows.badge, { body: badgeChangeSchema }, async (c, request) => {
      const actor = requireStaff(c, 'Only staff members can change badges.');
      const player = await changeBadge(db, actor, await request.body());
      return c.json({ player } satisfies BadgeChangeResponse);
    })
    .on(rows.reset, { body: seasonResetSchema }, async (c, request) => {
      const actor = requireAdmin(c, 'Only admins can reset the season.');
      const input = await request.body();
      const result = await db.transaction(async (tx) => {
        const done = await archiveSeason(tx, { ...input, archivedBy: actor.discord_username });
        await auditAs(actor)(tx, {
          action: 'season.reset',
          targetType: 'season',
          targetId: String(done.archived.number),
          before: { season: done.archived.name },
          after: { archived: done.archived.name, opened: done.current.name, players: done.players },
        });
        return done;
      });
      deps.logger.info({ archived: result.archived.number, players: result.players }, 'season archived');
      return c.json({
        archived: toSeasonSummary(result.archived),
        current: toSeasonSummary(result.current),
        players: result.players,
      } satisfies SeasonResetResponse);
    }).routes;
}
