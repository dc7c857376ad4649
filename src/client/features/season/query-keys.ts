/** The season's query keys, under its live root (badges and archived seasons change on one topic). */
import { LIVE_KEYS } from '../live';

export const seasonKeys = {
  all: () => LIVE_KEYS.season1_progression,
  progression: () => [...LIVE_KEYS.season1_progression, 'progression'] as const,
  archive: () => [...LIVE_KEYS.season1_progression, 'archive'] as const,
};
