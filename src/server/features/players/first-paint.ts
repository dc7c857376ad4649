/** The profile a player's page is drawn with on the server, under the key the browser reads it by. */

import type { PageData } from '../../../shared/site/page-data';
import { playerProfileKey } from '../../../shared/site/page-query-keys';
import { matchPath } from '../../../shared/site/path-pattern';
import type { Db } from '../../db/client';
import { PLAYER_ROUTE } from './page-head';
import { playerProfile } from './queries';

export async function playerFirstPaintData(db: Db, routePath: string, pathname: string): Promise<PageData> {
  const name = routePath === PLAYER_ROUTE ? matchPath(PLAYER_ROUTE, pathname)?.name : undefined;
  const profile = name ? await playerProfile(db, name) : undefined;
  return name && profile ? [{ queryKey: playerProfileKey(name), data: profile }] : [];
}
