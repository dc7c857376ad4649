import { formatUsd } from '@shared/shop/catalog';
import type { CheckoutResponse } from '@shared/shop/checkout-api';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { AuthRequired } from '../auth/auth-required';
import { useSession } from '../auth/use-session';
import { testCheckoutQuery } from './purchase-queries';

/** Demo mode's stand-in for the hosted card checkout: no card, no money, same fulfilment. */
function TestCheckout({ sessionId }: { sessionId: string }) {
  const { data, isPending, isError } = useQuery(testCheckoutQuery(sessionId));
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  if (isPending) return <Spinner label="Loading the test checkout…" />;
  if (isError) return <Card role="alert">This test checkout does not exist or is not yours.</Card>;
  const act = async (action: 'pay' | 'cancel') => {
    setBusy(action);
    try {
      const res = await api.post<CheckoutResponse>(
        `/shop/test-checkout/${encodeURIComponent(sessionId)}/${action}`,
      );
      navigate(res.url);
    } catch {
      toast.error('Payment Error', { description: 'There was an error processing your payment.' });
      setBusy(null);
    }
  };
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
      <p className="flex justify-between border-t border-border pt-3 font-bold">
        <span>Total</span>
        <span>{formatUsd(data.total_amount_cents)}</span>
      </p>
      {data.status === 'pending' ? (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void act('pay')} disabled={busy !== null}>
            {busy === 'pay' ? 'Paying…' : `Pay ${formatUsd(data.total_amount_cents)} (test)`}
          </Button>
          <Button variant="secondary" onClick={() => void act('cancel')} disabled={busy !== null}>
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
      ) : user ? (
        <TestCheckout sessionId={sessionId} />
      ) : (
        <AuthRequired message="Please sign in to finish this test checkout." />
      )}
    </Page>
  );
}
