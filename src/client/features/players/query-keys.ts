/**
 * The players' query keys, under the ladder's live root: a rated result refetches a cached profile
 * wherever the ladder is live. Like status/query-keys.ts, this takes only the type of the live
 * roots, so the stream's client stays out of the player page's first load. Names are keyed in
 * lower case (the address may use any case).
 */
import type { LIVE_KEYS } from '../live';

const ladderRoot: typeof LIVE_KEYS.elo_ratings = ['arena', 'leaderboard'];

export const playerKeys = {
  profile: (name: string) => [...ladderRoot, 'player', name.toLowerCase()] as const,
};
