/**
 * The leaders console's query keys. They sit under the console's root, which every console write
 * refetches: a leader's change or a payout moves the list, the ledger and the audit log together.
 */
import { CONSOLE_KEY_ROOT } from '../../../lib/console-keys';

export const leadersConsoleKeys = {
  list: () => [...CONSOLE_KEY_ROOT, 'leaders', 'list'] as const,
  ledger: (leaderId: string) => [...CONSOLE_KEY_ROOT, 'leaders', 'ledger', leaderId] as const,
};
