/** The match (and its log) a match's page is drawn with on the server, under the key the browser reads it by. */

import type { PageData } from '../../../shared/site/page-data';
import { matchPageKey } from '../../../shared/site/page-query-keys';
import { matchPath } from '../../../shared/site/path-pattern';
import type { Db } from '../../db/client';
import { MATCH_ROUTE } from './page-head';
import { matchPageData } from './routes';

export async function matchFirstPaintData(db: Db, routePath: string, pathname: string): Promise<PageData> {
  const id = routePath === MATCH_ROUTE ? matchPath(MATCH_ROUTE, pathname)?.id : undefined;
  const page = id ? await matchPageData(db, id) : undefined;
  return id && page ? [{ queryKey: matchPageKey(id), data: page }] : [];
}
