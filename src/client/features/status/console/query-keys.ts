/**
 * The incidents console's query key, under the console's root so every console write refetches it.
 * Apart from the status page's own keys, which the footer loads on every page.
 */
import { CONSOLE_KEY_ROOT } from '../../../lib/console-keys';

export const incidentsConsoleKeys = {
  list: () => [...CONSOLE_KEY_ROOT, 'incidents'] as const,
};
