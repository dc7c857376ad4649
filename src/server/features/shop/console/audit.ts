/**
 * The staff console's audit writer as the shop's console receives it: the app passes it in, bound
 * to the staff member acting. Staff reaches the shop (a leader's ledger), so the shop does not
 * import staff back; the same hand-over the tournaments' bracket uses.
 */
import type { AuditAction, AuditTargetType } from '../../../../shared/staff/review';
import type { SessionUser } from '../../../context';
import type { Tx } from '../../../db/client';

export type { Tx } from '../../../db/client';

type TraceValues = Record<string, string | number | boolean | null>;

export interface ShopTrace {
  action: Extract<
    AuditAction,
    | 'delivery.retry'
    | 'delivery.cancel'
    | 'purchase.refund'
    | 'purchase.grant'
    | 'purchase.revoke_grant'
    | 'product.create'
    | 'product.update'
    | 'product.retire'
    | 'store_setting.change'
    | 'sale.create'
    | 'sale.update'
    | 'sale.delete'
    | 'discount_code.create'
    | 'discount_code.update'
  >;
  targetType: Extract<
    AuditTargetType,
    'delivery' | 'purchase' | 'product' | 'store_setting' | 'sale' | 'discount_code'
  >;
  targetId: string;
  before?: TraceValues | null;
  after?: TraceValues | null;
}

/** Writes the trace in the change's own transaction, so both commit or neither. */
export type ShopAudit = (tx: Tx, trace: ShopTrace) => Promise<void>;

export type ShopAuditFor = (actor: SessionUser) => ShopAudit;
