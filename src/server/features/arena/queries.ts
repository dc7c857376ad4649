/** Reads behind the arena's public API. Every list is bounded and walks an index in its own order. */
import { and, asc, count, desc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIVE_BATTLE_MAX_MS, RECENT_MATCH_LIMIT } from '../../../shared/arena/spotlight';
import { tierFor } from '../../../shared/arena/tiers';
import type {
  ArenaMatch,
  GymLeader,
  LadderEntry,
  LeaderboardPage,
  OwnRank,
} from '../../../shared/arena/types';
import type { Db } from '../../db/client';
import { eloRatings, gymLeaders, matches, matchReplays, players } from '../../db/schema';

/** More leaders than this would be a data problem, not a page; the list stays bounded anyway. */
const MAX_LEADERS = 200;

export async function listLeaders(db: Db): Promise<GymLeader[]> {
  const rows = await db
    .select({
      id: gymLeaders.id,
      display_name: gymLeaders.display_name,
      element: gymLeaders.element,
      status: gymLeaders.status,
      player_uuid: players.uuid,
      badges_awarded: gymLeaders.badges_awarded,
      win_rate: gymLeaders.win_rate,
      next_available_ts: gymLeaders.next_available_ts,
      last_active_at: gymLeaders.last_active_at,
      minecraft_username: players.mc_username,
    })
    .from(gymLeaders)
    .innerJoin(players, eq(players.id, gymLeaders.player_id))
    .where(isNotNull(players.uuid))
    .orderBy(asc(gymLeaders.display_name), asc(gymLeaders.id))
    .limit(MAX_LEADERS);
  return rows.map((row) => ({
    ...row,
    player_uuid: row.player_uuid as string,
    next_available_ts: row.next_available_ts?.toISOString() ?? null,
    // Shown only for a leader not online (one online is active "now"): so a presence heartbeat,
    // which only moves this time, changes nothing the public answer holds.
    last_active_at: row.status === 'online' ? null : (row.last_active_at?.toISOString() ?? null),
    discord_username: null,
  }));
}

/**
 * The ticker's order: battles in progress, newest first, then the finished ones by end. The game
 * server's times can give two battles one instant: those go by id, as the player and leader pages
 * list them, so the ticker's ten are the same on every read.
 */
const tickerOrder = [
  sql`${matches.ended_at} desc nulls first`,
  sql`case when ${matches.ended_at} is null then ${matches.started_at} end desc nulls last`,
  desc(matches.id),
];

/** The ticker: battles in progress (never one older than any real battle lasts), then the latest finished. */
export async function recentMatches(db: Db, now: Date): Promise<ArenaMatch[]> {
  const liveSince = new Date(now.getTime() - LIVE_BATTLE_MAX_MS);
  const recent = db
    .select({ id: matches.id })
    .from(matches)
    .where(or(isNotNull(matches.ended_at), gt(matches.started_at, liveSince)))
    .orderBy(...tickerOrder)
    .limit(RECENT_MATCH_LIMIT)
    .as('recent');
  const rows = await matchRows(db)
    .innerJoin(recent, eq(recent.id, matches.id))
    .orderBy(...tickerOrder);
  return rows.map(toArenaMatch);
}

const leaderPlayer = alias(players, 'leader_player');
const challenger = alias(players, 'challenger_player');

/** A match's columns with its players' names and whether it has a replay. */
const matchColumns = {
  id: matches.id,
  gym_id: matches.gym_id,
  started_at: matches.started_at,
  ended_at: matches.ended_at,
  result: matches.result,
  leader_uuid: matches.leader_uuid,
  challenger_uuid: matches.challenger_uuid,
  winner_uuid: matches.winner_uuid,
  loser_uuid: matches.loser_uuid,
  leader_delta: matches.leader_delta,
  challenger_delta: matches.challenger_delta,
  leader_display: gymLeaders.display_name,
  leader_username: leaderPlayer.username,
  challenger_name: challenger.username,
  leader_mc_name: leaderPlayer.mc_username,
  challenger_mc_name: challenger.mc_username,
  has_replay: sql<boolean>`exists (select 1 from ${matchReplays} where ${matchReplays.match_id} = ${matches.id})`,
};

type MatchRow = Awaited<ReturnType<typeof matchRows>>[number];
const matchRows = (db: Db) =>
  db
    .select(matchColumns)
    .from(matches)
    .leftJoin(leaderPlayer, eq(leaderPlayer.uuid, matches.leader_uuid))
    .leftJoin(gymLeaders, eq(gymLeaders.player_id, leaderPlayer.id))
    .leftJoin(challenger, eq(challenger.uuid, matches.challenger_uuid));

function toArenaMatch({ leader_display, leader_username, challenger_name, ...match }: MatchRow): ArenaMatch {
  return {
    ...match,
    started_at: match.started_at.toISOString(),
    ended_at: match.ended_at?.toISOString() ?? null,
    leader_name: leader_display ?? leader_username ?? null,
    challenger_name: challenger_name ?? null,
  };
}

/** One match as the ticker shows it, by id; undefined for an unknown id. */
export async function matchById(db: Db, id: string): Promise<ArenaMatch | undefined> {
  const [row] = await matchRows(db).where(eq(matches.id, id)).limit(1);
  return row && toArenaMatch(row);
}

const ladderColumns = {
  player_uuid: eloRatings.player_uuid,
  rating: eloRatings.rating,
  wins: eloRatings.wins,
  losses: eloRatings.losses,
  streak: eloRatings.streak,
  username: sql<string>`coalesce(${players.username}, ${players.mc_username}, 'Unknown trainer')`,
  mc_name: players.mc_username,
};

async function ratedCount(db: Db, above?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eloRatings)
    .where(above === undefined ? undefined : gt(eloRatings.rating, above));
  return row?.n ?? 0;
}

/**
 * One page of the ladder. Ranks follow the spec (1 + ratings strictly higher, ties share): one
 * count for the page's first row, and within the page a new rating starts at its position.
 */
export async function leaderboardPage(db: Db, limit: number, offset: number): Promise<LeaderboardPage> {
  const [rows, total] = await Promise.all([
    db
      .select(ladderColumns)
      .from(eloRatings)
      .leftJoin(players, eq(players.uuid, eloRatings.player_uuid))
      .orderBy(
        sql`${eloRatings.rating} desc nulls last`,
        sql`${eloRatings.wins} desc nulls last`,
        asc(eloRatings.player_uuid),
      )
      .limit(limit)
      .offset(offset),
    ratedCount(db),
  ]);
  const first = rows[0];
  if (!first) return { total, entries: [] };
  let rank = 1 + (await ratedCount(db, first.rating));
  const entries: LadderEntry[] = rows.map((row, i) => {
    if (i > 0 && row.rating !== rows[i - 1]?.rating) rank = offset + i + 1;
    return { ...row, rank, tier: tierFor(rank, total) };
  });
  return { total, entries };
}

export async function ownRank(db: Db, userId: string): Promise<OwnRank> {
  const [player] = await db
    .select({ uuid: players.uuid, username: players.username })
    .from(players)
    .where(and(eq(players.auth_user_id, userId), isNotNull(players.uuid)))
    .limit(1);
  if (!player?.uuid) return { state: 'unlinked' };
  const [rating] = await db
    .select(ladderColumns)
    .from(eloRatings)
    .leftJoin(players, eq(players.uuid, eloRatings.player_uuid))
    .where(eq(eloRatings.player_uuid, player.uuid))
    .limit(1);
  if (!rating) return { state: 'unrated' };
  const [above, total] = await Promise.all([ratedCount(db, rating.rating), ratedCount(db)]);
  const rank = above + 1;
  return { state: 'rated', entry: { ...rating, rank, tier: tierFor(rank, total) }, total };
}

export async function ratingCounts(db: Db) {
  const [rated, played, leaders] = await Promise.all([
    ratedCount(db),
    db.select({ n: count() }).from(matches).where(isNotNull(matches.ended_at)),
    db
      .select({ n: count() })
      .from(gymLeaders)
      .innerJoin(players, eq(players.id, gymLeaders.player_id))
      .where(isNotNull(players.uuid)),
  ]);
  return { rated, played: played[0]?.n ?? 0, leaders: leaders[0]?.n ?? 0 };
}
