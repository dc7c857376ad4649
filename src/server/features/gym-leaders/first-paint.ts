/** The profile a gym leader's page is drawn with on the server, under the key the browser reads it by. */

import type { PageData } from '../../../shared/site/page-data';
import { leaderProfileKey } from '../../../shared/site/page-query-keys';
import { matchPath } from '../../../shared/site/path-pattern';
import type { Db } from '../../db/client';
import { LEADER_ROUTE } from './page-head';
import { leaderProfileOf } from './profile';

export async function leaderFirstPaintData(
  db: Db,
  routePath: string,
  pathname: string,
  now: Date,
): Promise<PageData> {
  const slug = routePath === LEADER_ROUTE ? matchPath(LEADER_ROUTE, pathname)?.slug : undefined;
  const profile = slug ? await leaderProfileOf(db, slug, now) : undefined;
  return slug && profile ? [{ queryKey: leaderProfileKey(slug), data: profile }] : [];
}
