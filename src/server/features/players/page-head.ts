/**
 * The head of a player's page as the server sends it: the player's name as the title and a line
 * of their ladder standing as the description (what a link pasted in Discord previews), or not
 * found for a name nobody has (the page is then answered with status 404).
 */
import { count, eq, gt } from 'drizzle-orm';
import { percentText, winRate } from '../../../shared/players/profile';
import { SITE } from '../../../shared/site/brand';
import { matchPath } from '../../../shared/site/path-pattern';
import type { Db } from '../../db/client';
import { eloRatings } from '../../db/schema';
import { findPlayerByName } from './queries';

export const PLAYER_ROUTE = '/players/:name';

export async function playerPageHead(db: Db, pathname: string) {
  const name = matchPath(PLAYER_ROUTE, pathname.replace(/\/+$/, ''))?.name;
  const player = name ? await findPlayerByName(db, name) : undefined;
  if (!player) return { notFound: true as const };
  const path = `/players/${encodeURIComponent(player.name)}`;
  const [rating] = await db.select().from(eloRatings).where(eq(eloRatings.player_uuid, player.uuid)).limit(1);
  if (!rating) {
    return {
      title: player.name,
      description: `${player.name} on ${SITE.name}: matches, badges and tournament results.`,
      path,
    };
  }
  const [above] = await db
    .select({ n: count() })
    .from(eloRatings)
    .where(gt(eloRatings.rating, rating.rating));
  const games = rating.wins + rating.losses;
  return {
    title: `${player.name} · ${rating.rating} Elo`,
    description:
      `${player.name} is #${(above?.n ?? 0) + 1} on the ${SITE.name} ladder at ${rating.rating} Elo: ` +
      `${rating.wins} wins, ${rating.losses} losses (${percentText(winRate(rating.wins, rating.losses))} over ${games} matches).`,
    path,
  };
}
