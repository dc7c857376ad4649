/**
 * What the server reads for a page that shows a singles cup: the cup, once, for both the page's head
 * and its first paint, drawn with the answer a signed-out visitor gets under the key the browser
 * reads it by (a signed-in reader's page asks again for their own sign-up).
 */

import type { PageData } from '../../../shared/site/page-data';
import { tournamentPageKey } from '../../../shared/site/page-query-keys';
import { matchPath } from '../../../shared/site/path-pattern';
import type { TournamentPageResponse } from '../../../shared/tournaments/api';
import { FOUNDERS_CUP_SLUG } from '../../../shared/tournaments/constants';
import type { Db } from '../../db/client';
import { publicRegistrations, tournamentDetails } from './queries';
import { settleDueTournaments } from './registration';
import { FOUNDERS_CUP_PAGES, publishedTournament, TOURNAMENT_ROUTE, tournamentPageHead } from './share-card';

/**
 * The head and first paint of a cup's page; not found for a slug nobody published; undefined for
 * pages that show no cup. The Founders' Cup's fixed pages keep the page table's head while that cup
 * is not published, and its bracket page draws the bracket rather than the cup.
 */
export async function tournamentPage(db: Db, routePath: string, pathname: string, now: Date) {
  const fixed = FOUNDERS_CUP_PAGES.includes(routePath);
  if (!fixed && routePath !== TOURNAMENT_ROUTE) return undefined;
  const slug = fixed ? FOUNDERS_CUP_SLUG : matchPath(TOURNAMENT_ROUTE, pathname)?.slug;
  const drawn = routePath !== '/tournament-bracket';
  if (slug && drawn) await settleDueTournaments(db, now);
  const row = slug ? await publishedTournament(db, slug) : undefined;
  if (!slug || !row) return fixed ? { data: [] } : { notFound: true as const };
  const tournament = await tournamentDetails(db, row, now);
  const head = tournamentPageHead(routePath, tournament, row.practice_of !== null);
  if (!drawn) return { head, data: [] };
  const answer: TournamentPageResponse = {
    tournament,
    registrations: await publicRegistrations(db, row.id),
    me: null,
  };
  const data: PageData = [{ queryKey: tournamentPageKey(slug), data: answer }];
  return { head, data };
}
