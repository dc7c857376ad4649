import { formatUsd } from '@shared/shop/catalog';
import { wasPaid } from '@shared/shop/purchases';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page, PageHeader } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { Link, useSearchParams } from '../../../lib/router';
import { AuthRequired, useSession } from '../../auth';
import { cartStore } from '../cart-store';
import { OrderTotals } from './order-totals';
import { purchaseBySessionQuery } from './purchase-queries';
import { PurchaseStatusBadge } from './purchase-status';

/** The order as the server recorded it; the query string's amount and items are never shown. */
function OrderSummary({ sessionId }: { sessionId: string }) {
  const { data, isPending, isError } = useQuery(purchaseBySessionQuery(sessionId));
  const paid = data !== undefined && wasPaid(data.status);
  // Only a payment the server recorded empties the cart: a bare visit to /success keeps it.
  useEffect(() => {
    if (paid) cartStore.clear();
  }, [paid]);
  if (isPending) return <Spinner label="Loading your order…" />;
  if (isError) {
    return (
      <Card role="alert">
        <p>We could not find this order on your account. Check your Purchase History, or contact support.</p>
      </Card>
    );
  }
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-fg">Order Summary</h2>
        <PurchaseStatusBadge status={data.status} />
      </div>
      {data.status === 'pending' && (
        <p className="text-sm text-muted" role="status">
          Confirming your payment… this page updates on its own.
        </p>
      )}
      <p className="font-mono text-xs text-muted">Order #{data.id.slice(0, 8)}</p>
      <ul className="divide-y divide-border text-sm" aria-label="Items">
        {data.purchase_items.map((item) => (
          <li key={item.item_name} className="flex justify-between gap-4 py-2">
            <span>
              {item.item_name} <span className="text-muted">× {item.quantity}</span>
            </span>
            <span>{formatUsd(item.total_price_cents)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals purchase={data} />
      <p className="text-sm text-muted">
        Delivered to <span className="text-fg">{data.minecraft_username}</span>
        {data.gym_leader && (
          <>
            {' '}
            · supporting <span className="text-fg">{data.gym_leader.display_name}</span>
          </>
        )}
      </p>
    </Card>
  );
}

export default function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { loading, user } = useSession();
  return (
    <Page>
      <div className="mb-6 text-center">
        <CheckCircle2 className="mx-auto h-14 w-14 text-success" aria-hidden="true" />
      </div>
      <PageHeader title="Thank you for your purchase!">
        <p>Your support keeps the server running and pays our gym leaders.</p>
      </PageHeader>
      <div className="space-y-6">
        {sessionId &&
          (loading ? (
            <Spinner label="Checking your sign-in…" />
          ) : user ? (
            <OrderSummary sessionId={sessionId} />
          ) : (
            <AuthRequired message="Sign in to see your order summary." />
          ))}
        <Card>
          <h2 className="text-lg font-bold text-fg">Next steps</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6 text-muted">
            <li>Join the server with the Minecraft account you linked.</li>
            <li>Items arrive within a few minutes of payment; some need you to be online.</li>
            <li>Ranks renew automatically; manage them from the Customer Portal in the menu.</li>
          </ol>
        </Card>
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={buttonClass('secondary')}>
            Back to Home
          </Link>
          <Link to="/shop" className={buttonClass()}>
            Continue Shopping
          </Link>
        </div>
        <p className="text-sm text-muted">
          Something missing after 15 minutes?{' '}
          <Link to="/contact-support" className="text-primary underline">
            Contact Support
          </Link>{' '}
          with your order number.
        </p>
      </div>
    </Page>
  );
}
