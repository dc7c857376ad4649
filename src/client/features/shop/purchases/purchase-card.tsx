import type { ElementType } from '@shared/arena/types';
import { formatUsd } from '@shared/shop/catalog';
import type { PurchaseView, ReceivedGiftView } from '@shared/shop/purchases';
import { estDateTime } from '@shared/tournaments/time';
import { Gift } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { ELEMENT_STYLE } from '../../../components/ui/element-style';
import { cn } from '../../../lib/cn';
import { OrderTotals } from './order-totals';
import { PurchaseStatusBadge } from './purchase-status';

/** A gift someone bought for this player: from whom, the message and what it holds (never the price). */
export function ReceivedGiftCard({ gift }: { gift: ReceivedGiftView }) {
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="flex min-w-0 items-center gap-2 text-base font-bold text-fg">
          <Gift className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="break-all">Gift from {gift.from_name}</span>
        </h2>
        <PurchaseStatusBadge status={gift.status} />
      </div>
      <p className="text-sm">
        <time dateTime={gift.created_at}>{estDateTime(gift.created_at)}</time>
      </p>
      {gift.message && <p className="whitespace-pre-line break-words text-sm text-fg">“{gift.message}”</p>}
      <ul className="divide-y divide-border border-t border-border text-sm" aria-label="Items">
        {gift.items.map((item) => (
          <li key={item.item_name} className="py-2">
            {item.item_name} <span className="text-muted">× {item.quantity}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

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
        {purchase.changed_from && (
          <div className="flex gap-2">
            <dt className="text-muted">Plan change</dt>
            <dd>from {purchase.changed_from}</dd>
          </div>
        )}
        <div className="flex gap-2">
          <dt className="text-muted">{purchase.gift ? 'Gift to' : 'Minecraft'}</dt>
          <dd className="break-all">{purchase.minecraft_username}</dd>
        </div>
        {purchase.gift?.message && (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-muted">Message</dt>
            <dd className="min-w-0 whitespace-pre-line break-words">{purchase.gift.message}</dd>
          </div>
        )}
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
      <OrderTotals purchase={purchase} />
    </Card>
  );
}
