/** The query keys of bans; the console's lists are under the console root (decision 014). */
import { CONSOLE_KEY_ROOT } from '../../lib/console-keys';

export const banKeys = {
  mine: ['my-ban'] as const,
  list: [...CONSOLE_KEY_ROOT, 'bans', 'list'] as const,
  players: (q: string) => [...CONSOLE_KEY_ROOT, 'bans', 'players', q] as const,
};
