/**
 * What the console's tournament writes leave in the audit log (the staff console's AuditChange),
 * written inside each change's own transaction. The writer is handed in by the app, bound to the
 * staff member acting: staff reaches tournaments (through the bridge), so tournaments cannot
 * import staff.
 */
import type { AuditAction } from '../../../../shared/staff/review';
import type { SessionUser } from '../../../context';
import type { Tx } from '../../../db/client';

export type { Tx } from '../../../db/client';

type AuditValue = string | number | boolean | null;

export interface ConsoleTrace {
  action: Extract<AuditAction, `tournament.${string}` | `tournament_registration.${string}`>;
  targetType: 'tournament';
  targetId: string;
  before?: Record<string, AuditValue> | null;
  after?: Record<string, AuditValue> | null;
}

export type ConsoleAudit = (tx: Tx, trace: ConsoleTrace) => Promise<void>;

/** The console's audit writer, given by the app (as to the bracket routes). */
export type ConsoleAuditFor = (actor: SessionUser) => ConsoleAudit;
