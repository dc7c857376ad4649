/**
 * What the server reads for a player's page: their profile, once, for both the page's head and its
 * first paint (under the key the browser reads it by); not found for a name nobody has.
 */

import type { PageData } from '../../../shared/site/page-data';
import { playerProfileKey } from '../../../shared/site/page-query-keys';
import { matchPath } from '../../../shared/site/path-pattern';
import type { Db } from '../../db/client';
import { PLAYER_ROUTE, playerPageHead } from './page-head';
import { playerProfile } from './queries';

export async function playerPage(db: Db, pathname: string) {
  const name = matchPath(PLAYER_ROUTE, pathname)?.name;
  const profile = name ? await playerProfile(db, name) : undefined;
  if (!name || !profile) return { notFound: true as const };
  const data: PageData = [{ queryKey: playerProfileKey(name), data: profile }];
  return { head: playerPageHead(profile), data };
}
