/**
 * What the server reads for a gym leader's page: their profile, once, for both the page's head and
 * its first paint (under the key the browser reads it by); not found for a slug no visible leader has.
 */

import type { PageData } from '../../../shared/site/page-data';
import { leaderProfileKey } from '../../../shared/site/page-query-keys';
import { matchPath } from '../../../shared/site/path-pattern';
import type { Db } from '../../db/client';
import { LEADER_ROUTE, leaderPageHead } from './page-head';
import { leaderProfileOf } from './profile';

export async function leaderPage(db: Db, pathname: string, now: Date) {
  const slug = matchPath(LEADER_ROUTE, pathname)?.slug;
  const profile = slug ? await leaderProfileOf(db, slug, now) : undefined;
  if (!slug || !profile) return { notFound: true as const };
  const data: PageData = [{ queryKey: leaderProfileKey(slug), data: profile }];
  return { head: leaderPageHead(profile), data };
}
