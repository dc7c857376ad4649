/**
 * What a singles cup's page is drawn with on the server: the answer a signed-out visitor gets, under
 * the key the browser reads it by (a signed-in reader's page asks again for its own sign-up).
 */

import type { PageData } from '../../../shared/site/page-data';
import { tournamentPageKey } from '../../../shared/site/page-query-keys';
import { matchPath } from '../../../shared/site/path-pattern';
import type { TournamentPageResponse } from '../../../shared/tournaments/api';
import { FOUNDERS_CUP_SLUG } from '../../../shared/tournaments/constants';
import type { Db } from '../../db/client';
import { publicRegistrations, tournamentDetails } from './queries';
import { settleDueTournaments } from './registration';
import { FOUNDERS_CUP_PAGES, publishedTournament, TOURNAMENT_ROUTE } from './share-card';

/** The Founders' Cup's own page under its two paths (the bracket page draws the bracket instead). */
const FOUNDERS_CUP_ROUTES = FOUNDERS_CUP_PAGES.filter((page) => page !== '/tournament-bracket');

export async function tournamentFirstPaintData(
  db: Db,
  routePath: string,
  pathname: string,
  now: Date,
): Promise<PageData> {
  const slug = FOUNDERS_CUP_ROUTES.includes(routePath)
    ? FOUNDERS_CUP_SLUG
    : routePath === TOURNAMENT_ROUTE
      ? matchPath(TOURNAMENT_ROUTE, pathname)?.slug
      : undefined;
  if (!slug) return [];
  await settleDueTournaments(db, now);
  const row = await publishedTournament(db, slug);
  if (!row) return [];
  const answer: TournamentPageResponse = {
    tournament: await tournamentDetails(db, row, now),
    registrations: await publicRegistrations(db, row.id),
    me: null,
  };
  return [{ queryKey: tournamentPageKey(slug), data: answer }];
}
