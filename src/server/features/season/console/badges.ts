/**
 * Staff award and revoke badges from the console with the game server's rule (`writeBadge`); the
 * player is found by Minecraft uuid or name among the players the site knows, so the audit row
 * and the answer carry a readable name.
 */
import { eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../../shared/ids';
import { badgeTitle } from '../../../../shared/season/archive';
import type { BadgeChange } from '../../../../shared/season/console/requests';
import { type SeasonPlayerProgress, toPlayerProgress } from '../../../../shared/season/progression';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/client';
import { players, season1Progression } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { findPlayerByName } from '../../players';
import { auditAs } from '../../staff';
import { holdsBadge, writeBadge } from '../badges';

export async function changeBadge(
  db: Db,
  actor: SessionUser,
  change: BadgeChange,
): Promise<SeasonPlayerProgress> {
  return db.transaction(async (tx) => {
    // By name, the same player the player page shows for it (the newest holder of the name).
    const uuid = UUID_PATTERN.test(change.player)
      ? change.player.toLowerCase()
      : (await findPlayerByName(tx, change.player))?.uuid;
    const [player] = uuid
      ? await tx
          .select({ uuid: players.uuid, mc_username: players.mc_username, username: players.username })
          .from(players)
          .where(eq(players.uuid, uuid))
      : [];
    if (!player?.uuid)
      throw notFound(
        `No Minecraft player ${change.player} is known here: they must link their account or play on the server first.`,
      );
    const held = await holdsBadge(tx, player.uuid, change.badge);
    await writeBadge(tx, { player_uuid: player.uuid, badge: change.badge, awarded: change.awarded });
    const name = player.mc_username ?? player.username;
    if (held !== change.awarded) {
      await auditAs(actor)(tx, {
        action: 'season.badge',
        targetType: 'player',
        targetId: player.uuid,
        before: { player: name, badge: badgeTitle(change.badge), held: held ? 'yes' : 'no' },
        after: { player: name, badge: badgeTitle(change.badge), held: change.awarded ? 'yes' : 'no' },
      });
    }
    const [row] = await tx
      .select()
      .from(season1Progression)
      .where(eq(season1Progression.player_uuid, player.uuid));
    return toPlayerProgress({ ...row!, mc_username: player.mc_username, username: player.username });
  });
}
