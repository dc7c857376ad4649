/**
 * The players' query keys, under the ladder's live root: every rated result changes a rating, so a
 * profile refetches with the ladder. Names are keyed in lower case (the address may use any case).
 */
import { LIVE_KEYS } from '../live';

export const playerKeys = {
  profile: (name: string) => [...LIVE_KEYS.elo_ratings, 'player', name.toLowerCase()] as const,
};
