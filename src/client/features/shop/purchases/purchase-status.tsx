import type { PurchaseStatus } from '@shared/shop/purchases';
import { CheckCircle2, Clock, type LucideIcon, RotateCcw, XCircle } from 'lucide-react';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const LOOK: Record<
  'completed' | 'pending' | 'failed' | 'other',
  { icon: LucideIcon; variant: BadgeProps['variant'] }
> = {
  completed: { icon: CheckCircle2, variant: 'success' },
  pending: { icon: Clock, variant: 'warning' },
  failed: { icon: XCircle, variant: 'danger' },
  other: { icon: RotateCcw, variant: 'secondary' },
};

const LABEL: Record<PurchaseStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
  disputed: 'Disputed',
  canceled: 'Canceled',
};

/** The spec's four looks: completed, pending, failed, and everything else. */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const look = LOOK[status === 'completed' || status === 'pending' || status === 'failed' ? status : 'other'];
  const Icon = look.icon;
  return (
    <Badge variant={look.variant}>
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {LABEL[status]}
    </Badge>
  );
}
