import type { z } from 'zod';
import type { badgeAwardRequest } from '../../../shared/bridge/api';
import type { Deps } from '../../context';
import { writeBadge } from '../season';
import { rememberPlayerNames } from './player-names';

type BadgeAward = z.output<typeof badgeAwardRequest>;

/** The game server awards (or clears) a badge, naming the player as the game knows them now; the rule is the season feature's (`writeBadge`). */
export async function awardSeasonBadge(deps: Deps, award: BadgeAward) {
  return deps.database.db.transaction(async (tx) => {
    await rememberPlayerNames(tx, [{ uuid: award.player_uuid, name: award.player_name }]);
    return writeBadge(tx, award);
  });
}
