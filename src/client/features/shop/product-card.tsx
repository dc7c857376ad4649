import { cartItemFromCatalog } from '@shared/shop/cart';
import type { CatalogItem } from '@shared/shop/catalog';
import { Check, ShoppingCart } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useCart } from './cart-store';
import { ProductPrice, SaleNote } from './sale-price';

/** 'Add to Cart', or a disabled 'Already in Cart' once the item (or `inCartIds`) is in the cart. */
export function AddToCartButton({
  item,
  inCartIds,
  className,
}: {
  item: CatalogItem;
  inCartIds?: readonly string[];
  className?: string;
}) {
  const cart = useCart();
  const inCart = (inCartIds ?? [item.id]).some((id) => cart.has(id));
  if (inCart) {
    return (
      <Button variant="secondary" disabled className={cn('w-full', className)}>
        <Check className="h-4 w-4" aria-hidden="true" /> Already in Cart
      </Button>
    );
  }
  return (
    <Button className={cn('w-full', className)} onClick={() => cart.add(cartItemFromCatalog(item))}>
      <ShoppingCart className="h-4 w-4" aria-hidden="true" /> Add to Cart
    </Button>
  );
}

/** One product: emoji, name, price, description and the add button. */
export function ProductCard({ item, note }: { item: CatalogItem; note?: string }) {
  const titleId = `product-${item.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-border bg-surface/80 p-5 transition-colors hover:border-primary/50"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="text-3xl" aria-hidden="true">
          {item.emoji}
        </span>
        <ProductPrice listCents={item.unit_amount_cents} sale={item.sale} />
      </div>
      <h3 id={titleId} className="mt-3 text-lg font-bold text-fg">
        {item.name}
      </h3>
      <p className="mt-1 flex-1 text-sm text-muted">{item.description}</p>
      {item.sale && <SaleNote sale={item.sale} />}
      {note && <p className="mt-2 text-xs font-semibold text-accent">{note}</p>}
      <AddToCartButton item={item} className="mt-4" />
    </article>
  );
}

export function ProductGrid({ items }: { items: readonly CatalogItem[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <ProductCard key={item.id} item={item} />
      ))}
    </div>
  );
}
