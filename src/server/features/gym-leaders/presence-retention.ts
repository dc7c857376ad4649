import { PRESENCE_WINDOW_DAYS } from '@shared/gym-leaders/profile';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Deletes presence history older than the window leader pages read, keeping each leader's last
 * change before it: that row says what status the window opened in.
 */
export async function purgeOldPresence(deps: Pick<Deps, 'now'>, db: Db): Promise<number> {
  const before = new Date(deps.now().getTime() - PRESENCE_WINDOW_DAYS * 86_400_000);
  const removed = await db.execute(sql`
    delete from gym_leader_presence old
    where old.at < ${before}
      and exists (
        select 1 from gym_leader_presence newer
        where newer.leader_id = old.leader_id
          and newer.at < ${before}
          and (newer.at, newer.id) > (old.at, old.id)
      )
    returning old.id`);
  return rowsOf(removed).length;
}
