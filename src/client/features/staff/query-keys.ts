/**
 * The query keys of the console's own tabs. Keys under the 'staff' root are refetched by each
 * console write (a write changes its list and the audit log).
 */
import type { FormKind } from '@shared/forms/submissions';
import { CONSOLE_KEY_ROOT, CONSOLE_OVERVIEW_KEY } from '../../lib/console-keys';

export interface QueueFilters {
  kind: string;
  status: string;
  assignee: string;
  q: string;
}

export interface AuditFilters {
  actor?: string;
  target_type?: string;
  target_id?: string;
}

const all = CONSOLE_KEY_ROOT;

export const staffKeys = {
  all,
  queue: (filters: QueueFilters) => [...all, 'queue', filters] as const,
  submission: (kind: FormKind, id: string) => [...all, 'submission', kind, id] as const,
  audit: (filters: AuditFilters) => [...all, 'audit', filters] as const,
  members: (q: string) => [...all, 'members', q] as const,
  notifications: () => [...all, 'notifications'] as const,
  overview: () => CONSOLE_OVERVIEW_KEY,
};
