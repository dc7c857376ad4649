import { isPlanLine } from '@shared/shop/cart';
import { formatUsd } from '@shared/shop/catalog';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { useCart } from './cart-store';

/** The cart's drawer: its items, quantities, total and the way to checkout. Loaded when first opened. */
export default function CartDrawer({
  open,
  onOpenChange,
  onCheckout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCheckout: () => void;
}) {
  const cart = useCart();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Your Cart" description="Items in your cart">
      {cart.items.length === 0 ? (
        <p className="px-2 py-8 text-center text-muted">Your cart is empty.</p>
      ) : (
        <div className="flex h-full flex-col">
          <ul className="flex-1 space-y-3" aria-label="Cart items">
            {cart.items.map((item) => (
              <li key={item.id} className="rounded-xl border border-border bg-bg/50 p-3">
                <div className="flex items-start gap-3">
                  <span className="text-2xl" aria-hidden="true">
                    {item.emoji}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-fg">{item.name}</p>
                    <p className="text-sm text-muted">{formatUsd(item.price)} each</p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${item.name}`}
                    onClick={() => cart.remove(item.id)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
                <div className="mt-2 flex items-center justify-between">
                  {isPlanLine(item) ? (
                    // One rank plan, once, per order: nothing to count.
                    <p className="text-sm text-muted">One plan per order</p>
                  ) : (
                    <div className="flex items-center gap-2">
                      <Button
                        variant="secondary"
                        size="icon"
                        className="h-8 w-8"
                        aria-label={`Decrease quantity of ${item.name}`}
                        onClick={() => cart.setQuantity(item.id, item.quantity - 1)}
                      >
                        <Minus className="h-4 w-4" aria-hidden="true" />
                      </Button>
                      <output className="w-8 text-center font-bold" aria-label={`Quantity of ${item.name}`}>
                        {item.quantity}
                      </output>
                      <Button
                        variant="secondary"
                        size="icon"
                        className="h-8 w-8"
                        aria-label={`Increase quantity of ${item.name}`}
                        onClick={() => cart.setQuantity(item.id, item.quantity + 1)}
                      >
                        <Plus className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    </div>
                  )}
                  <p className="font-bold">{formatUsd(item.price * item.quantity)}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-4 border-t border-border pt-4">
            <p className="flex items-center justify-between text-lg font-bold">
              <span>Total</span>
              <span data-testid="cart-total">{formatUsd(cart.totalPrice)}</span>
            </p>
            <Button size="lg" className="mt-3 w-full" onClick={onCheckout}>
              Proceed to Checkout
            </Button>
            <Button variant="ghost" size="sm" className="mt-2 w-full" onClick={cart.clear}>
              Clear Cart
            </Button>
          </div>
        </div>
      )}
    </Sheet>
  );
}
