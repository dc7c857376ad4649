/** The query keys of account linking; the console's search is under the console root (decision 014). */
import { CONSOLE_KEY_ROOT } from '../../lib/console-keys';

export const linkKeys = {
  status: (code: string | null) => ['link-status', code] as const,
  search: (q: string) => [...CONSOLE_KEY_ROOT, 'links', q] as const,
};
