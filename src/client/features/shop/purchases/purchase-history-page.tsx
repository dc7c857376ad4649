import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page, PageHeader } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { Link, useSearchParams } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { AuthRequired, useSession } from '../../auth';
import { PurchaseCard, ReceivedGiftCard } from './purchase-card';
import { purchasesQuery } from './purchase-queries';

function PurchaseList() {
  const { data, isPending, isError, error } = useQuery(purchasesQuery);
  if (isPending) return <Spinner label="Loading your purchases…" />;
  if (isError) {
    return (
      <Card role="alert" className="text-center">
        <AlertTriangle className="mx-auto mb-2 h-8 w-8 text-danger" aria-hidden="true" />
        <h2 className="text-lg font-bold">Error Loading Purchases</h2>
        <p className="mt-1 text-muted">{error.message || 'An unexpected error occurred.'}</p>
      </Card>
    );
  }
  if (data.purchases.length === 0 && data.received_gifts.length === 0) {
    return (
      <Card className="text-center">
        <ShoppingBag className="mx-auto mb-3 h-10 w-10 text-primary" aria-hidden="true" />
        <h2 className="text-lg font-bold">No purchases yet</h2>
        <p className="mt-1 text-muted">Boosts, keys, ranks and the battle pass you buy will show up here.</p>
        <Link to="/shop" className={`${buttonClass()} mt-4`}>
          Browse Shop
        </Link>
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      {data.received_gifts.length > 0 && (
        <section aria-label="Gifts you received" className="space-y-4">
          <h2 className="text-lg font-bold">Gifts you received</h2>
          <ul className="space-y-4">
            {data.received_gifts.map((g) => (
              <li key={g.id}>
                <ReceivedGiftCard gift={g} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.purchases.length > 0 && (
        <ul className="space-y-4" aria-label="Your purchases">
          {data.purchases.map((p) => (
            <li key={p.id}>
              <PurchaseCard purchase={p} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function PurchaseHistoryPage() {
  const { loading, user } = useSession();
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.get('portal') !== 'unavailable') return;
    toast.error('Customer Portal unavailable', {
      description: 'There is no billing account for you yet. Your purchases are listed here.',
    });
    params.delete('portal');
    setParams(params, { replace: true });
  }, [params, setParams]);
  return (
    <Page>
      <PageHeader eyebrow="Account" title="Purchase History">
        <p>Your orders, newest first, with what was delivered and the gym leader you supported.</p>
      </PageHeader>
      {loading ? (
        <Spinner label="Checking your sign-in…" />
      ) : user ? (
        <PurchaseList />
      ) : (
        <AuthRequired message="Please sign in with Discord to see your purchases." />
      )}
    </Page>
  );
}
