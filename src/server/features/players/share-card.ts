/** What a player's share card shows: the Minecraft name and, once rated, their ladder standing. */
import { tierFor } from '../../../shared/arena/tiers';
import type { Db } from '../../db/client';
import { findPlayerByName, ladderOf } from './queries';

/**
 * The card's facts for the player known in game by `name` (any case), or undefined. The count of
 * rated players is left out (only the tier uses it): every newcomer would otherwise make every card new.
 */
export async function playerCardFacts(db: Db, name: string) {
  const player = await findPlayerByName(db, name);
  if (!player) return undefined;
  const ladder = await ladderOf(db, player.uuid);
  return {
    name: player.name,
    ladder: ladder && {
      rating: ladder.rating.rating,
      rank: ladder.rank,
      tier: tierFor(ladder.rank, ladder.rated),
      wins: ladder.rating.wins,
      losses: ladder.rating.losses,
    },
  };
}
