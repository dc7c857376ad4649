/**
 * Archived seasons: the wire shape of GET /api/season/archive. A season reset (console) keeps each
 * player's badges, champion flag and ladder row as they were, then empties the badges.
 */
import * as z from 'zod/mini';
import { SEASON1_GYM_TYPES } from '../bridge/season';

export const archivedPlayer = z.object({
  uuid: z.string(),
  /** mc_username, else username, at the time of the reset; null when never named. */
  name: z.nullable(z.string()),
  champion: z.boolean(),
  /** Earned badges, in the gyms' order. */
  badges: z.array(z.enum(SEASON1_GYM_TYPES)),
  badge_count: z.number(),
  /** The ladder row at the reset; null when the player never played a ranked match. */
  rating: z.nullable(z.number()),
  wins: z.nullable(z.number()),
  losses: z.nullable(z.number()),
});

export const seasonSummary = z.object({
  number: z.number(),
  name: z.string(),
  started_at: z.string(),
  archived_at: z.nullable(z.string()),
});
export type SeasonSummary = z.infer<typeof seasonSummary>;

export const archivedSeason = z.object({
  ...seasonSummary.shape,
  /** Champions first, then by badges, then by rating. */
  players: z.array(archivedPlayer),
});
export type ArchivedSeason = z.infer<typeof archivedSeason>;

/** GET /api/season/archive: the open season and every archived one, newest first. */
export const seasonArchiveResponse = z.object({
  current: seasonSummary,
  archived: z.array(archivedSeason),
});
export type SeasonArchiveResponse = z.infer<typeof seasonArchiveResponse>;

/** 'fire' → 'Fire Badge' (the badge slots' titles). */
export function badgeTitle(badge: (typeof SEASON1_GYM_TYPES)[number] | 'champion'): string {
  if (badge === 'champion') return 'Champion';
  return `${badge.charAt(0).toUpperCase()}${badge.slice(1)} Badge`;
}
