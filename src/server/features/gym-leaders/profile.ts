/**
 * A gym leader's public page: found by the slug of their display name among the leaders linked to
 * a Minecraft player (the others are hidden everywhere), their record and latest challengers from
 * the gym battles, and their usual hours from the presence history (gym_leader_presence).
 */
import { aliasedTable, and, asc, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { badgeName, elementLabel } from '../../../shared/arena/leaders';
import {
  LEADER_CHALLENGE_LIMIT,
  type LeaderProfile,
  leaderSlug,
  PRESENCE_WINDOW_DAYS,
  presenceByHour,
  usualHours,
} from '../../../shared/gym-leaders/profile';
import type { Db } from '../../db/client';
import { gymLeaderPresence, gymLeaders, matches, players } from '../../db/schema';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The visible leader whose display name makes this slug (the first by name, then id, if two do). */
export async function findLeaderBySlug(db: Db, slug: string) {
  if (slug.length > 80 || !SLUG.test(slug)) return undefined;
  const leaders = await db
    .select({
      id: gymLeaders.id,
      display_name: gymLeaders.display_name,
      element: gymLeaders.element,
      status: gymLeaders.status,
      badges_awarded: gymLeaders.badges_awarded,
      uuid: players.uuid,
      minecraft_name: players.mc_username,
    })
    .from(gymLeaders)
    .innerJoin(players, eq(players.id, gymLeaders.player_id))
    .where(isNotNull(players.uuid))
    .orderBy(asc(gymLeaders.display_name), asc(gymLeaders.id));
  const leader = leaders.find((l) => leaderSlug(l.display_name) === slug);
  return leader ? { ...leader, uuid: leader.uuid!, slug } : undefined;
}

export type FoundLeader = NonNullable<Awaited<ReturnType<typeof findLeaderBySlug>>>;

/** Finished battles at the leader's gym: the leader's wins and losses. */
export async function leaderRecord(db: Db, leader: FoundLeader) {
  const [row] = await db
    .select({
      wins: count(sql`case when ${matches.winner_uuid} = ${matches.leader_uuid} then 1 end`),
      losses: count(sql`case when ${matches.winner_uuid} = ${matches.challenger_uuid} then 1 end`),
    })
    .from(matches)
    .where(and(eq(matches.leader_uuid, leader.uuid), isNotNull(matches.ended_at)));
  return { wins: row?.wins ?? 0, losses: row?.losses ?? 0, badges_awarded: leader.badges_awarded };
}

export async function leaderProfileOf(db: Db, slug: string, now: Date): Promise<LeaderProfile | undefined> {
  const leader = await findLeaderBySlug(db, slug);
  if (!leader) return undefined;
  const challenger = aliasedTable(players, 'challenger');
  const since = new Date(now.getTime() - PRESENCE_WINDOW_DAYS * 86_400_000);
  const [record, battles, before, changes] = await Promise.all([
    leaderRecord(db, leader),
    db
      .select({
        id: matches.id,
        winner: matches.winner_uuid,
        ended_at: matches.ended_at,
        challenger_uuid: matches.challenger_uuid,
        mc_username: challenger.mc_username,
        username: challenger.username,
      })
      .from(matches)
      .leftJoin(challenger, eq(challenger.uuid, matches.challenger_uuid))
      .where(and(eq(matches.leader_uuid, leader.uuid), isNotNull(matches.ended_at)))
      .orderBy(desc(matches.ended_at), desc(matches.id))
      .limit(LEADER_CHALLENGE_LIMIT),
    db
      .select({ status: gymLeaderPresence.status })
      .from(gymLeaderPresence)
      .where(and(eq(gymLeaderPresence.leader_id, leader.id), lt(gymLeaderPresence.at, since)))
      // The row the purge keeps (purgeOldPresence): the last by time, then id.
      .orderBy(desc(gymLeaderPresence.at), desc(gymLeaderPresence.id))
      .limit(1),
    db
      .select({ status: gymLeaderPresence.status, at: gymLeaderPresence.at })
      .from(gymLeaderPresence)
      .where(and(eq(gymLeaderPresence.leader_id, leader.id), gte(gymLeaderPresence.at, since)))
      .orderBy(asc(gymLeaderPresence.at), asc(gymLeaderPresence.id)),
  ]);
  return {
    slug: leader.slug,
    display_name: leader.display_name,
    minecraft_name: leader.minecraft_name,
    element: leader.element,
    gym: `${elementLabel(leader.element)} Gym`,
    badge: badgeName(leader.element),
    status: leader.status,
    record,
    challenges: battles.map((b) => ({
      id: b.id,
      challenger: b.mc_username ?? b.username ?? 'Unknown trainer',
      challenger_name: b.mc_username,
      outcome: b.winner === null ? 'draw' : b.winner === b.challenger_uuid ? 'won' : 'lost',
      ended_at: b.ended_at!.toISOString(),
    })),
    usually_online: usualHours(presenceByHour(changes, before[0]?.status ?? 'offline', since, now)),
  };
}
