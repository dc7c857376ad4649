import { formatUsd } from '@shared/shop/catalog';
import { orderAmounts, type PurchaseView, wasPaid } from '@shared/shop/purchases';

/**
 * An order's totals under its lines, the same on the purchase history and /success: subtotal at
 * list price, the discount (with the code when one was used), tax, and the total with tax.
 */
export function OrderTotals({ purchase }: { purchase: PurchaseView }) {
  const amounts = orderAmounts(purchase);
  const row = 'flex justify-between gap-4';
  return (
    <dl className="space-y-1 border-t border-border pt-3 text-sm" aria-label="Order totals">
      {(amounts.discount_cents > 0 || amounts.tax_cents > 0) && (
        <div className={row}>
          <dt className="text-muted">Subtotal</dt>
          <dd>{formatUsd(amounts.subtotal_cents)}</dd>
        </div>
      )}
      {amounts.discount_cents > 0 && (
        <div className={row}>
          <dt className="text-muted">
            {purchase.discount_code ? `Discount (code ${purchase.discount_code})` : 'Discount'}
          </dt>
          <dd className="text-success">−{formatUsd(amounts.discount_cents)}</dd>
        </div>
      )}
      {amounts.tax_cents > 0 && (
        <div className={row}>
          <dt className="text-muted">Tax</dt>
          <dd>{formatUsd(amounts.tax_cents)}</dd>
        </div>
      )}
      <div className={`${row} font-bold`}>
        <dt>{wasPaid(purchase.status) ? 'Total paid' : 'Total'}</dt>
        <dd>{formatUsd(amounts.total_cents)}</dd>
      </div>
    </dl>
  );
}
