/**
 * The tournaments' query keys, under the tournaments live root: any change to a tournament, its
 * sign-ups or its matches refetches them. The console's list of tournaments sits under the
 * console's root instead, which every console write refetches (its counts and the audit log change).
 */

import { tournamentPageKey } from '@shared/site/page-query-keys';
import { CONSOLE_TOURNAMENTS_KEY } from '../../lib/console-keys';
import { LIVE_KEYS } from '../live';

export const tournamentKeys = {
  all: LIVE_KEYS.tournaments,
  // Shared: the server draws a cup's page with its answer under this key.
  page: (slug: string) =>
    tournamentPageKey(slug) satisfies readonly [...typeof LIVE_KEYS.tournaments, ...string[]],
  next: () => [...LIVE_KEYS.tournaments, 'next'] as const,
  bracket: (slug: string) => [...LIVE_KEYS.tournament_matches, 'bracket', slug] as const,
  consoleList: () => CONSOLE_TOURNAMENTS_KEY,
  consoleBracket: (slug: string) => [...LIVE_KEYS.tournaments, slug, 'bracket', 'staff'] as const,
  consoleRegistrations: (slug: string) => [...LIVE_KEYS.tournaments, slug, 'registrations', 'staff'] as const,
  consoleSettings: (slug: string) => [...LIVE_KEYS.tournaments, slug, 'settings', 'staff'] as const,
};
