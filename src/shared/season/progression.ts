/**
 * Season 1 badge progress: the wire shape of GET /api/season/progression and the pure rules both
 * sides use (badge count, percent, the shown name).
 */
import * as z from 'zod/mini';
import { SEASON1_GYM_TYPES } from '../bridge/season';

export type Season1GymType = (typeof SEASON1_GYM_TYPES)[number];

/** Nine gyms, nine badges: all of them open the Elite Four cycle. */
export const SEASON1_BADGE_TOTAL = SEASON1_GYM_TYPES.length;

/** earned / 9 × 100, unrounded (the spec's formula); counts outside 0..9 are clamped. */
export function badgePercent(earned: number): number {
  const count = Math.min(SEASON1_BADGE_TOTAL, Math.max(0, earned));
  return (count / SEASON1_BADGE_TOTAL) * 100;
}

/** The in-game name, else the player's username; null when neither is known (a row without a player). */
export function progressionName(mcUsername: string | null, username: string | null): string | null {
  return mcUsername?.trim() || username?.trim() || null;
}

export const seasonBadge = z.object({ type: z.enum(SEASON1_GYM_TYPES), earned: z.boolean() });
export type SeasonBadge = z.infer<typeof seasonBadge>;

export const seasonPlayerProgress = z.object({
  /** The player's Minecraft uuid. */
  uuid: z.string(),
  /** mc_username, else username; null when the game server never named the player. */
  name: z.nullable(z.string()),
  champion: z.boolean(),
  /** All nine, in the gyms' order. */
  badges: z.array(seasonBadge),
  badge_count: z.number(),
  /** badge_count / 9 × 100, unrounded. */
  percent: z.number(),
});
export type SeasonPlayerProgress = z.infer<typeof seasonPlayerProgress>;

/** GET /api/season/progression: players who have started Season 1, first starters first. */
export const seasonProgressionResponse = z.object({ players: z.array(seasonPlayerProgress) });
export type SeasonProgressionResponse = z.infer<typeof seasonProgressionResponse>;

/** The stored table's flag per gym type: `fire_badge`, `water_badge`, … */
export type SeasonBadgeFlags = Record<`${Season1GymType}_badge`, boolean>;

/** One stored row (joined with its player, who may be unknown) as the page reads it. */
export function toPlayerProgress(
  row: SeasonBadgeFlags & {
    player_uuid: string;
    champion: boolean;
    mc_username: string | null;
    username: string | null;
  },
): SeasonPlayerProgress {
  const badges = SEASON1_GYM_TYPES.map((type) => ({ type, earned: row[`${type}_badge`] }));
  const count = badges.filter((b) => b.earned).length;
  return {
    uuid: row.player_uuid,
    name: progressionName(row.mc_username, row.username),
    champion: row.champion,
    badges,
    badge_count: count,
    percent: badgePercent(count),
  };
}
