/**
 * What the server reads for a match's page: the match and its log, once, for both the page's head
 * and its first paint (under the key the browser reads it by); not found for an unknown id.
 */

import { UUID_PATTERN } from '../../../shared/ids';
import type { PageData } from '../../../shared/site/page-data';
import { matchPageKey } from '../../../shared/site/page-query-keys';
import { matchPath } from '../../../shared/site/path-pattern';
import type { Db } from '../../db/client';
import { MATCH_ROUTE, matchPageHead } from './page-head';
import { matchPageData } from './routes';

export async function matchPage(db: Db, pathname: string) {
  const id = matchPath(MATCH_ROUTE, pathname)?.id;
  // A malformed id gets the not-found page, as an unknown one does (a page answers no AppError).
  const page = id && UUID_PATTERN.test(id) ? await matchPageData(db, id) : undefined;
  if (!id || !page) return { notFound: true as const };
  const data: PageData = [{ queryKey: matchPageKey(id), data: page }];
  return { head: matchPageHead(page.match), data };
}
