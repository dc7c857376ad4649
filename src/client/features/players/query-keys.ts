/**
 * The players' query keys, under the ladder's live root: a rated result refetches a cached profile
 * wherever the ladder is live. Like status/query-keys.ts, this takes only the type of the live
 * roots, so the stream's client stays out of the player page's first load. Names are keyed in
 * lower case (the address may use any case).
 */
import { playerProfileKey } from '@shared/site/page-query-keys';
import type { LIVE_KEYS } from '../live';

export const playerKeys = {
  // Shared: the server draws a player's page with the profile under this key.
  profile: (name: string) =>
    playerProfileKey(name) satisfies readonly [...typeof LIVE_KEYS.elo_ratings, ...string[]],
};
