import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useCart, useCartCatalog, useRemovedItemsNotice } from './cart-store';

// The drawer (Radix Dialog under it) and the checkout dialog (and its queries) load when first opened.
const CartDrawer = lazy(() => import('./cart-drawer'));
const CheckoutDialog = lazy(() => import('./checkout/checkout-dialog'));

/** The floating cart button, its drawer and the checkout dialog, for the shop and ranks pages. */
export function CartWidget({
  checkoutOpen,
  onCheckoutOpenChange,
}: {
  checkoutOpen: boolean;
  onCheckoutOpenChange: (open: boolean) => void;
}) {
  const cart = useCart();
  useCartCatalog();
  useRemovedItemsNotice();
  const [drawerOpen, setDrawerOpenState] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const setDrawerOpen = (open: boolean) => {
    if (open) setDrawerRequested(true);
    setDrawerOpenState(open);
  };
  const [checkoutRequested, setCheckoutRequested] = useState(false);
  return (
    <>
      <Button
        size="lg"
        className="fixed bottom-5 left-5 z-30 rounded-full shadow-2xl"
        data-floating-cart
        aria-haspopup="dialog"
        onClick={() => setDrawerOpen(true)}
      >
        <ShoppingCart className="h-5 w-5" aria-hidden="true" />
        {/* Read as "Cart 2 items": the visible words first, as speech input expects. */}
        <span>Cart</span>{' '}
        <span
          className="grid h-6 min-w-6 place-items-center rounded-full bg-bg px-1.5 text-xs font-extrabold text-primary"
          data-testid="cart-count"
        >
          {cart.totalItems}
        </span>{' '}
        <span className="sr-only">{cart.totalItems === 1 ? 'item' : 'items'}</span>
      </Button>
      {(drawerOpen || drawerRequested) && (
        <Suspense fallback={null}>
          <CartDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            onCheckout={() => {
              setDrawerOpen(false);
              setCheckoutRequested(true);
              onCheckoutOpenChange(true);
            }}
          />
        </Suspense>
      )}
      {(checkoutOpen || checkoutRequested) && (
        <Suspense fallback={null}>
          <CheckoutDialog open={checkoutOpen} onOpenChange={onCheckoutOpenChange} />
        </Suspense>
      )}
    </>
  );
}
