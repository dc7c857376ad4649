/** The outbox's query keys, under the console root (decision 014). */
import { CONSOLE_KEY_ROOT } from '../../lib/console-keys';

export const outboxKeys = {
  list: [...CONSOLE_KEY_ROOT, 'outbox'] as const,
};
