/**
 * The replays' query keys: one match page by id (a finished match with its log never changes). The
 * server draws the page with its answer under this key (shared).
 */
import { matchPageKey } from '@shared/site/page-query-keys';

export const replayKeys = {
  match: matchPageKey,
};
