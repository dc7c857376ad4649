import { formatUsd } from '@shared/shop/catalog';
import { pageHref } from '@shared/site/routes';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page, PageHeader } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { reportFailure } from '../../../lib/api-errors';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { AuthRequired, useSession } from '../../auth';
import { testCheckoutQuery, useTestCheckoutAction } from './purchase-queries';

/** Demo mode's stand-in for the hosted card checkout: no card, no money, same fulfilment. */
function TestCheckout({ sessionId }: { sessionId: string }) {
  const { data, isPending, isError } = useQuery(testCheckoutQuery(sessionId));
  const navigate = useNavigate();
  const act = useTestCheckoutAction(sessionId, {
    onSuccess: (res) => navigate(pageHref(res.url) ?? '/shop'),
    onError: (error) =>
      reportFailure(error, {
        title: 'Payment Error',
        description: 'There was an error processing your payment.',
        serverMessage: 'none',
      }),
  });
  // Stays busy after success, while the page changes.
  const busy = act.isPending || act.isSuccess ? act.variables : null;
  if (isPending) return <Spinner label="Loading the test checkout…" />;
  if (isError) return <Card role="alert">This test checkout does not exist or is not yours.</Card>;
  // With automatic tax on, paying adds the demo's stand-in tax, as Stripe Tax would add the real one.
  const charged = data.total_amount_cents + data.demo_tax_cents;
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-bold text-fg">Order</h2>
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
      {data.demo_tax_cents > 0 && (
        <dl className="space-y-1 border-t border-border pt-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt>Subtotal</dt>
            <dd>{formatUsd(data.total_amount_cents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>
              Tax <span className="text-muted">(demo rate; Stripe calculates the real tax)</span>
            </dt>
            <dd>{formatUsd(data.demo_tax_cents)}</dd>
          </div>
        </dl>
      )}
      <p className="flex justify-between border-t border-border pt-3 font-bold">
        <span>Total</span>
        <span>{formatUsd(charged)}</span>
      </p>
      {data.status === 'pending' ? (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => act.mutate('pay')} disabled={busy !== null}>
            {busy === 'pay' ? 'Paying…' : `Pay ${formatUsd(charged)} (test)`}
          </Button>
          <Button variant="secondary" onClick={() => act.mutate('cancel')} disabled={busy !== null}>
            Cancel
          </Button>
        </div>
      ) : (
        <p className="text-muted">This checkout is already {data.status}.</p>
      )}
    </Card>
  );
}

export default function TestCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const { loading, user } = useSession();
  return (
    <Page>
      <PageHeader eyebrow="Demo mode" title="Test Checkout">
        <p className="flex items-center gap-2">
          <FlaskConical className="h-5 w-5 text-warning" aria-hidden="true" />
          No card is charged. Paying here runs the same delivery and revenue share as a real payment.
        </p>
      </PageHeader>
      {loading ? (
        <Spinner label="Checking your sign-in…" />
      ) : user && sessionId ? (
        <TestCheckout sessionId={sessionId} />
      ) : user ? (
        // Without a session id there is nothing to ask the server for.
        <Card role="alert">No test checkout is open here: start one from the cart in the shop.</Card>
      ) : (
        <AuthRequired message="Please sign in to finish this test checkout." />
      )}
    </Page>
  );
}
