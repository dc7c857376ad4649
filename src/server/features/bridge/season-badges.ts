import type { z } from 'zod';
import type { badgeAwardRequest } from '../../../shared/bridge/api';
import type { Deps } from '../../context';
import { players } from '../../db/schema';
import { writeBadge } from '../season';

type BadgeAward = z.output<typeof badgeAwardRequest>;

/** The game server awards (or clears) a badge; the rule is the season feature's (`writeBadge`). */
export async function awardSeasonBadge(deps: Deps, award: BadgeAward) {
  return deps.database.db.transaction(async (tx) => {
    if (award.player_name) {
      await tx
        .insert(players)
        .values({ uuid: award.player_uuid, username: award.player_name, mc_username: award.player_name })
        .onConflictDoNothing();
    }
    return writeBadge(tx, award);
  });
}
