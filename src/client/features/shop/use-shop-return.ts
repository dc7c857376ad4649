import { useEffect } from 'react';
import { readLocal, removeLocal } from '../../lib/local-storage';
import { useLocation, useNavigate } from '../../lib/router';
import { PENDING_CHECKOUT_KEY } from '../../lib/storage-keys';
import { toast } from '../../lib/toast';
import { cartStore } from './cart-store';

/**
 * Handles the shop's return parameters once, then removes them from the address:
 * success=true clears the cart, canceled=true keeps it, checkout=pending reopens checkout when
 * this browser started it (the local flag), and forgets the flag.
 */
export function useShopReturn(openCheckout: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    // A failed sign-in is the auth error toast's to handle (it also drops the pending flag).
    if (params.has('auth_error')) return;
    let handled = false;
    if (params.get('success') === 'true') {
      cartStore.clear();
      toast.success('Payment Successful!', {
        description: 'Thank you for your purchase! Your items will be delivered in game shortly.',
      });
      handled = true;
    }
    if (params.get('canceled') === 'true') {
      toast('Payment Canceled', { description: 'Your order was canceled. Your cart has been saved.' });
      handled = true;
    }
    if (params.get('checkout') === 'pending') {
      // With storage blocked there is nothing to resume.
      const pending = readLocal(PENDING_CHECKOUT_KEY) !== null;
      removeLocal(PENDING_CHECKOUT_KEY);
      if (pending) openCheckout();
      handled = true;
    }
    if (!handled) return;
    for (const key of ['success', 'canceled', 'checkout']) params.delete(key);
    const search = params.toString();
    navigate({ search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location, navigate, openCheckout]);
}
