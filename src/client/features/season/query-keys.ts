/** Season 1's query keys, under its live root. */
import { LIVE_KEYS } from '../live';

export const seasonKeys = {
  progression: () => [...LIVE_KEYS.season1_progression, 'progression'] as const,
};
