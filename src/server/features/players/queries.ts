/**
 * The public profile of one player, by Minecraft name in any case. Each read is bounded: one
 * player row (lower(mc_username) index), the latest PROFILE_MATCH_LIMIT finished matches (the
 * leader and challenger indexes), the player's seasons (open and archived), and the player's cup registrations by name.
 */
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { SEASON1_GYM_TYPES } from '../../../shared/bridge/season';
import {
  bestWinStreak,
  type PlayedMatch,
  type PlayerProfile,
  PROFILE_MATCH_LIMIT,
  PROFILE_RECENT_LIMIT,
  type ProfileMatch,
  type ProfilePlacement,
  type ProfileSeason,
  ratingHistory,
  winRate,
} from '../../../shared/players/profile';
import { ROUND, roundName } from '../../../shared/tournaments/bracket';
import type { Db } from '../../db/client';
import {
  eloRatings,
  gymLeaders,
  matches,
  matchReplays,
  players,
  season1Progression,
  seasonArchive,
  seasons,
  tournamentMatches,
  tournamentRegistrations,
  tournaments,
} from '../../db/schema';

/** The player known in game by this name (any case), or undefined. */
export async function findPlayerByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: players.id, uuid: players.uuid, name: players.mc_username })
    .from(players)
    .where(and(sql`lower(${players.mc_username}) = lower(${name})`, isNotNull(players.uuid)))
    .orderBy(desc(players.created_at))
    .limit(1);
  return row?.uuid && row.name ? { id: row.id, uuid: row.uuid, name: row.name } : undefined;
}

/** The ladder row of a player, their rank (1 = highest rating) and how many players are rated. */
export async function ladderOf(db: Db, uuid: string) {
  const [rating] = await db.select().from(eloRatings).where(eq(eloRatings.player_uuid, uuid)).limit(1);
  if (!rating) return null;
  const [[above], [all]] = await Promise.all([
    db.select({ n: count() }).from(eloRatings).where(gt(eloRatings.rating, rating.rating)),
    db.select({ n: count() }).from(eloRatings),
  ]);
  return { rating, rank: (above?.n ?? 0) + 1, rated: all?.n ?? 0 };
}

/** The player's finished matches, newest first, with each opponent's shown name and profile name. */
async function matchesOf(db: Db, uuid: string) {
  const rows = await db
    .select()
    .from(matches)
    .where(
      and(or(eq(matches.leader_uuid, uuid), eq(matches.challenger_uuid, uuid)), isNotNull(matches.ended_at)),
    )
    .orderBy(desc(matches.ended_at), desc(matches.id))
    .limit(PROFILE_MATCH_LIMIT);
  const opponents = [
    ...new Set(rows.map((m) => (m.leader_uuid === uuid ? m.challenger_uuid : m.leader_uuid))),
  ];
  const names =
    opponents.length === 0
      ? []
      : await db
          .select({
            uuid: players.uuid,
            username: players.username,
            mc_username: players.mc_username,
            display_name: gymLeaders.display_name,
          })
          .from(players)
          .leftJoin(gymLeaders, eq(gymLeaders.player_id, players.id))
          .where(inArray(players.uuid, opponents));
  const byUuid = new Map(names.map((n) => [n.uuid, n]));
  return rows.map((m) => {
    const asLeader = m.leader_uuid === uuid;
    const opponent = byUuid.get(asLeader ? m.challenger_uuid : m.leader_uuid);
    const won = m.winner_uuid === uuid ? true : m.loser_uuid === uuid ? false : null;
    return {
      id: m.id,
      ended_at: (m.ended_at as Date).toISOString(),
      role: asLeader ? ('leader' as const) : ('challenger' as const),
      won,
      delta: asLeader ? m.leader_delta : m.challenger_delta,
      opponent: opponent?.display_name ?? opponent?.mc_username ?? opponent?.username ?? 'Unknown trainer',
      opponent_name: opponent?.mc_username ?? null,
    };
  });
}

/**
 * The open season (named as the seasons table names it) when the player has badge progress in it,
 * then each archived season they had progress in, newest first: one statement over the seasons,
 * joining the open one's progression row and the archived ones' rows.
 */
async function seasonsOf(db: Db, uuid: string): Promise<ProfileSeason[]> {
  const rows = await db
    .select({
      name: seasons.name,
      current: season1Progression,
      archivedChampion: seasonArchive.champion,
      archivedBadges: seasonArchive.badges,
    })
    .from(seasons)
    .leftJoin(season1Progression, and(isNull(seasons.archived_at), eq(season1Progression.player_uuid, uuid)))
    .leftJoin(
      seasonArchive,
      and(
        eq(seasonArchive.season_number, seasons.number),
        eq(seasonArchive.player_uuid, uuid),
        // A ladder row archived without badge progress is no season the player took part in.
        isNotNull(seasonArchive.started_at),
      ),
    )
    .where(or(isNotNull(season1Progression.player_uuid), isNotNull(seasonArchive.player_uuid)))
    .orderBy(sql`${seasons.archived_at} is not null`, desc(seasons.number));
  return rows.flatMap(({ name, current, archivedChampion, archivedBadges }) => {
    const held = current
      ? { champion: current.champion, badges: SEASON1_GYM_TYPES.filter((type) => current[`${type}_badge`]) }
      : archivedBadges
        ? {
            champion: archivedChampion === true,
            badges: SEASON1_GYM_TYPES.filter((type) => archivedBadges.includes(type)),
          }
        : null;
    return held ? [{ season: name, ...held, total: SEASON1_GYM_TYPES.length }] : [];
  });
}

/** Cups that have started (not practice runs) where this name was in the bracket, newest first. */
async function placementsOf(db: Db, name: string): Promise<ProfilePlacement[]> {
  const entries = await db
    .select({
      registration: tournamentRegistrations.id,
      tournament: tournaments.id,
      slug: tournaments.slug,
      name: tournaments.name,
      starts_at: tournaments.starts_at,
      champion: tournaments.champion_registration_id,
    })
    .from(tournamentRegistrations)
    .innerJoin(tournaments, eq(tournaments.id, tournamentRegistrations.tournament_id))
    .where(
      and(
        sql`lower(${tournamentRegistrations.minecraft_username}) = lower(${name})`,
        inArray(tournaments.status, ['live', 'completed']),
        isNull(tournaments.practice_of),
      ),
    )
    .orderBy(desc(tournaments.starts_at))
    .limit(50);
  if (entries.length === 0) return [];
  const ids = entries.map((e) => e.registration);
  const played = await db
    .select({
      player1: tournamentMatches.player1_id,
      player2: tournamentMatches.player2_id,
      round: tournamentMatches.round_number,
      status: tournamentMatches.match_status,
      winner: tournamentMatches.winner_id,
    })
    .from(tournamentMatches)
    .where(or(inArray(tournamentMatches.player1_id, ids), inArray(tournamentMatches.player2_id, ids)));
  return entries.flatMap((entry) => {
    const mine = played.filter((m) => m.player1 === entry.registration || m.player2 === entry.registration);
    if (mine.length === 0) return [];
    const furthest = Math.max(...mine.map((m) => m.round));
    const lostFinal = mine.some(
      (m) =>
        m.round === ROUND.grandFinal &&
        m.status === 'completed' &&
        m.winner !== null &&
        m.winner !== entry.registration,
    );
    const placement =
      entry.champion === entry.registration
        ? 'Champion'
        : lostFinal
          ? 'Runner-up'
          : `Reached ${roundName(furthest)}`;
    return [
      {
        tournament: entry.name,
        path: `/tournaments/${entry.slug}`,
        starts_at: entry.starts_at.toISOString(),
        placement,
      },
    ];
  });
}

/** Which of these matches have a replay (their pages link it). */
async function withReplays(db: Db, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: matchReplays.match_id })
    .from(matchReplays)
    .where(inArray(matchReplays.match_id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The whole profile, or undefined for a name the site does not know. */
export async function playerProfile(db: Db, name: string): Promise<PlayerProfile | undefined> {
  const player = await findPlayerByName(db, name);
  if (!player) return undefined;
  const [ladder, played, seasons, placements, [gym]] = await Promise.all([
    ladderOf(db, player.uuid),
    matchesOf(db, player.uuid),
    seasonsOf(db, player.uuid),
    placementsOf(db, player.name),
    db
      .select({ display_name: gymLeaders.display_name, element: gymLeaders.element })
      .from(gymLeaders)
      .where(eq(gymLeaders.player_id, player.id))
      .limit(1),
  ]);
  const oldestFirst: PlayedMatch[] = [...played].reverse();
  const shown = played.slice(0, PROFILE_RECENT_LIMIT);
  const replayed = await withReplays(
    db,
    shown.map((m) => m.id),
  );
  const recent: ProfileMatch[] = shown.map(({ won, ...match }) => ({
    ...match,
    result: won === true ? 'won' : won === false ? 'lost' : 'draw',
    has_replay: replayed.has(match.id),
  }));
  return {
    name: player.name,
    ladder: ladder && {
      rating: ladder.rating.rating,
      rank: ladder.rank,
      rated_players: ladder.rated,
      wins: ladder.rating.wins,
      losses: ladder.rating.losses,
      win_rate: winRate(ladder.rating.wins, ladder.rating.losses),
      streak: ladder.rating.streak,
      best_streak: Math.max(bestWinStreak(oldestFirst), ladder.rating.streak),
    },
    history: ladder ? ratingHistory(ladder.rating.rating, oldestFirst) : [],
    recent,
    seasons,
    placements,
    gym: gym ?? null,
  };
}
