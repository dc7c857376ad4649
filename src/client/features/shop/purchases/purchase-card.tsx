import type { ElementType } from '@shared/arena/types';
import { formatUsd } from '@shared/shop/catalog';
import type { PurchaseView } from '@shared/shop/purchases';
import { estDateTime } from '@shared/tournaments/time';
import { Card } from '../../../components/ui/card';
import { ELEMENT_STYLE } from '../../../components/ui/element-style';
import { cn } from '../../../lib/cn';
import { PurchaseStatusBadge } from './purchase-status';

export function PurchaseCard({ purchase }: { purchase: PurchaseView }) {
  const leader = purchase.gym_leader;
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-mono text-base font-bold text-fg">Order #{purchase.id.slice(0, 8)}</h2>
          {purchase.payment_session_id && (
            <p className="break-all font-mono text-xs text-muted">
              Session {purchase.payment_session_id.slice(0, 20)}
            </p>
          )}
        </div>
        <PurchaseStatusBadge status={purchase.status} />
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-muted">Date</dt>
          <dd>
            <time dateTime={purchase.created_at}>{estDateTime(purchase.created_at)}</time>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">Total</dt>
          <dd className="font-semibold">{formatUsd(purchase.total_amount_cents)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">Minecraft</dt>
          <dd>{purchase.minecraft_username}</dd>
        </div>
        {leader && (
          <div className="flex flex-wrap items-center gap-2">
            <dt className="text-muted">Gym leader</dt>
            <dd className="flex items-center gap-2">
              {leader.display_name}
              <span
                className={cn(
                  'rounded-full border px-2 py-0.5 text-xs font-bold capitalize',
                  ELEMENT_STYLE[leader.element as ElementType],
                )}
              >
                {leader.element}
              </span>
            </dd>
          </div>
        )}
      </dl>
      <ul className="divide-y divide-border border-t border-border text-sm" aria-label="Items">
        {purchase.purchase_items.map((item) => (
          <li key={item.item_name} className="flex justify-between gap-4 py-2">
            <span>
              {item.item_name} <span className="text-muted">× {item.quantity}</span>
            </span>
            <span className="shrink-0">{formatUsd(item.total_price_cents)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
