/** Mid-Season Doubles' query keys, under the doubles live root: a change to the tournament or any team refetches them. */
import { LIVE_KEYS } from '../live';

const all = LIVE_KEYS.doubles_registrations;

export const doublesKeys = {
  all,
  tournament: () => [...all, 'tournament'] as const,
  /** Keyed by user so another account never sees it cached. */
  registration: (userId: string) => [...all, 'registration', userId] as const,
};
