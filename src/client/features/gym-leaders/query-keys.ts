/**
 * The leader pages' query keys. Not under the leaders' live root: a leader deleted live is taken out
 * of every query there as a list, which a page's answer is not. The page reads when opened; the
 * server draws it with the profile under this key (shared).
 */
import { leaderProfileKey } from '@shared/site/page-query-keys';

export const leaderKeys = {
  profile: leaderProfileKey,
};
