/**
 * Demo replays: the two latest finished demo battles with a winner get a log played by
 * Showdown's engine, replayed until the engine's winner is the recorded one (a few tries; a
 * battle whose winner never comes out right keeps no replay). Runs once, on an empty table.
 */
import { and, desc, eq, isNotNull, like } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../context';
import { matches, matchReplays, players } from '../../db/schema';
import { playShowdownBattle, winnerOf } from './showdown-battle';

const DEMO_REPLAYS = 2;
const TRIES = 8;

export async function seedReplays(deps: Deps): Promise<void> {
  const { db } = deps.database;
  if ((await db.select({ id: matchReplays.match_id }).from(matchReplays).limit(1)).length > 0) return;
  const leader = alias(players, 'leader');
  const challenger = alias(players, 'challenger');
  const rows = await db
    .select({
      id: matches.id,
      leader_uuid: matches.leader_uuid,
      winner_uuid: matches.winner_uuid,
      leader: leader.mc_username,
      challenger: challenger.mc_username,
    })
    .from(matches)
    .innerJoin(leader, eq(leader.uuid, matches.leader_uuid))
    .innerJoin(challenger, eq(challenger.uuid, matches.challenger_uuid))
    .where(and(like(matches.external_id, 'demo-%'), isNotNull(matches.winner_uuid)))
    .orderBy(desc(matches.ended_at))
    .limit(DEMO_REPLAYS);
  for (const [index, row] of rows.entries()) {
    if (!row.leader || !row.challenger) continue;
    const wanted = row.winner_uuid === row.leader_uuid ? row.leader : row.challenger;
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const log = await playShowdownBattle({
        format: index % 2 === 0 ? 'singles' : 'doubles',
        seed: 100 * (index + 1) + attempt,
        players: [row.leader, row.challenger],
      });
      if (winnerOf(log) !== wanted) continue;
      await db.insert(matchReplays).values({ match_id: row.id, log }).onConflictDoNothing();
      break;
    }
  }
  deps.logger.info('seeded demo replays');
}
