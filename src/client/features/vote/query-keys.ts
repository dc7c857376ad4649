/**
 * The vote page's query keys, under its live root; the console's settings sit under the console's
 * root, which every console write refetches (the audit log changes too).
 */
import { CONSOLE_KEY_ROOT } from '../../lib/console-keys';
import { LIVE_KEYS } from '../live';

export const voteKeys = {
  page: () => [...LIVE_KEYS.vote_party] as const,
  settings: () => [...CONSOLE_KEY_ROOT, 'vote'] as const,
};
