/**
 * A player's public profile (`/players/:name`): the wire shape of GET /api/players/:name and the
 * pure rules behind it (rating over time, streaks, placements). Nothing private goes in it: no
 * Discord id, email or purchases, only what the ladder, ticker, badges and brackets already show.
 */
import * as z from 'zod/mini';
import { nextStreak } from '../arena/elo';
import { trainerWinPercent } from '../arena/ladder';
import { SEASON1_GYM_TYPES } from '../bridge/season';

/** Matches read for the chart and streaks; a player with more shows the latest this many. */
export const PROFILE_MATCH_LIMIT = 500;
/** Matches listed under "Recent matches". */
export const PROFILE_RECENT_LIMIT = 10;

export const profileRatingPoint = z.object({
  /** When the rating was reached (the match's end); the first point is the rating before them. */
  at: z.string(),
  rating: z.number(),
});
export type ProfileRatingPoint = z.infer<typeof profileRatingPoint>;

export const profileMatch = z.object({
  id: z.string(),
  ended_at: z.string(),
  /** The player's part in this gym battle. */
  role: z.enum(['leader', 'challenger']),
  result: z.enum(['won', 'lost', 'draw']),
  /** The player's rating change, when the match was rated. */
  delta: z.nullable(z.number()),
  /** The opponent as shown (a leader's display name, else their name). */
  opponent: z.string(),
  /** The opponent's Minecraft name, the address of their profile; null when unknown. */
  opponent_name: z.nullable(z.string()),
  /** The game server sent the battle's log: the match's page shows its replay. */
  has_replay: z.boolean(),
});
export type ProfileMatch = z.infer<typeof profileMatch>;

export const profileSeason = z.object({
  season: z.string(),
  champion: z.boolean(),
  /** The badges earned, in the gyms' order. */
  badges: z.array(z.enum(SEASON1_GYM_TYPES)),
  total: z.number(),
});
export type ProfileSeason = z.infer<typeof profileSeason>;

export const profilePlacement = z.object({
  tournament: z.string(),
  /** The cup's page (`/tournaments/<slug>`). */
  path: z.string(),
  starts_at: z.string(),
  placement: z.string(),
});
export type ProfilePlacement = z.infer<typeof profilePlacement>;

export const playerProfile = z.object({
  /** The Minecraft name as the game server last gave it. */
  name: z.string(),
  /** Null when the player has never played a rated match. */
  ladder: z.nullable(
    z.object({
      rating: z.number(),
      /** 1 + players rated strictly higher (ties share a rank). */
      rank: z.number(),
      rated_players: z.number(),
      wins: z.number(),
      losses: z.number(),
      /** wins / (wins + losses), 0..1. */
      win_rate: z.number(),
      /** +n wins or -n losses in a row. */
      streak: z.number(),
      best_streak: z.number(),
    }),
  ),
  /** Oldest first. */
  history: z.array(profileRatingPoint),
  /** Newest first. */
  recent: z.array(profileMatch),
  /** The current season first, then archived ones. */
  seasons: z.array(profileSeason),
  /** Newest cup first. */
  placements: z.array(profilePlacement),
  /** Set when the player holds a gym. */
  gym: z.nullable(z.object({ display_name: z.string(), element: z.string() })),
});
export type PlayerProfile = z.infer<typeof playerProfile>;

/** A finished match from the player's side, oldest first, as the rules below read it. */
export interface PlayedMatch {
  ended_at: string;
  won: boolean | null;
  delta: number | null;
}

/**
 * The rating after each match, walked back from the current rating through the recorded changes
 * (the ladder stores the rating, the matches its changes); the first point is the rating before
 * the oldest match read, dated at that match's end.
 */
export function ratingHistory(current: number, played: readonly PlayedMatch[]): ProfileRatingPoint[] {
  const points: ProfileRatingPoint[] = [];
  let rating = current;
  for (let i = played.length - 1; i >= 0; i--) {
    const match = played[i]!;
    points.push({ at: match.ended_at, rating });
    rating -= match.delta ?? 0;
  }
  const first = played[0];
  if (first) points.push({ at: first.ended_at, rating });
  return points.reverse();
}

/** The longest run of wins among `played`, 0 without a win; a draw ends no run (the ladder's `nextStreak`). */
export function bestWinStreak(played: readonly PlayedMatch[]): number {
  let best = 0;
  let streak = 0;
  for (const match of played) {
    streak = nextStreak(streak, match.won);
    best = Math.max(best, streak);
  }
  return best;
}

/** wins / (wins + losses) as a fraction; 0 with no games. */
export const winRate = (wins: number, losses: number) => trainerWinPercent(wins, losses) / 100;
