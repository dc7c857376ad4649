/** Mid-Season Doubles' query keys, under the doubles live root: a change to the tournament or any team refetches them. */
import { doublesTournamentKey } from '@shared/site/page-query-keys';
import { LIVE_KEYS } from '../live';

const all = LIVE_KEYS.doubles_registrations;

export const doublesKeys = {
  all,
  // Shared: the server draws the doubles page with the tournament under this key.
  tournament: () =>
    doublesTournamentKey() satisfies readonly [...typeof LIVE_KEYS.doubles_registrations, ...string[]],
  /** Keyed by user so another account never sees it cached. */
  registration: (userId: string) => [...all, 'registration', userId] as const,
};
