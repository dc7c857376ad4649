/** The game-server tokens' query key, under the console's root so every console write refetches it. */
import { CONSOLE_KEY_ROOT } from '../../../lib/console-keys';

export const gameServersConsoleKeys = {
  list: () => [...CONSOLE_KEY_ROOT, 'game-servers'] as const,
};
