import { CHECKOUT_MESSAGES } from '@shared/shop/checkout-steps';
import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { writeLocal } from '../../../lib/local-storage';
import { PENDING_CHECKOUT_KEY } from '../../../lib/storage-keys';
import { startSignIn } from '../../auth';

/** Step 1, signed out: sign in, and come back to checkout with the cart kept. */
export function AuthStep() {
  return (
    <div className="space-y-4 text-center">
      <p className="font-semibold text-fg">{CHECKOUT_MESSAGES.login}</p>
      <p className="text-sm text-muted">
        Sign in with Discord to continue. Your cart is saved while you sign in.
      </p>
      <Button
        size="lg"
        onClick={() => {
          writeLocal(PENDING_CHECKOUT_KEY, '1');
          startSignIn('/shop?checkout=pending');
        }}
      >
        <LogIn className="h-4 w-4" aria-hidden="true" /> Sign in with Discord
      </Button>
    </div>
  );
}
