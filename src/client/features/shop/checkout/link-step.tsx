import { CHECKOUT_MESSAGES } from '@shared/shop/checkout-steps';
import { Link2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { LinkDialog } from '../../account-link';

/** Step 2, no Minecraft account linked: purchases are delivered in game, so link one first. */
export function LinkStep() {
  const [linkOpen, setLinkOpen] = useState(false);
  return (
    <div className="space-y-4 text-center">
      <p className="font-semibold text-fg">{CHECKOUT_MESSAGES.minecraft}</p>
      <p className="text-sm text-muted">
        Purchases are delivered in game, so link your Minecraft account before you pay.
      </p>
      <Button size="lg" aria-haspopup="dialog" onClick={() => setLinkOpen(true)}>
        <Link2 className="h-4 w-4" aria-hidden="true" /> Link Minecraft Account
      </Button>
      {linkOpen && (
        <Suspense fallback={<Spinner />}>
          <LinkDialog open={linkOpen} onOpenChange={setLinkOpen} />
        </Suspense>
      )}
    </div>
  );
}
