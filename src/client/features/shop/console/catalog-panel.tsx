/**
 * The console's Catalog tab (admins): products grouped by category, retired ones behind a
 * switch, the product form, retiring with a confirmation, and the store settings below.
 */
import type { StaffProductView } from '@shared/shop/console/catalog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { productsQuery, useRetireProduct } from './catalog-api';
import { ProductForm } from './product-form';
import { StoreSettings } from './store-settings';

const CATEGORY_TITLES: Record<StaffProductView['category'], string> = {
  ranks: 'Ranks',
  battlepass: 'Battle pass',
  boosts: 'Boosts',
  crates: 'Crates',
  competitive: 'Competitive',
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function ProductRow({ product, onEdit }: { product: StaffProductView; onEdit: () => void }) {
  const retire = useRetireProduct();
  const onConfirm = () =>
    retire.mutate(product.id, {
      onSuccess: () =>
        toast.success('Product retired', { description: `${product.name} is off sale for good.` }),
      onError: (error) =>
        reportFailure(error, { title: 'Product not retired', description: 'Please try again.' }),
    });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-border p-3">
      <span aria-hidden="true">{product.emoji}</span>
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-fg">{product.name}</p>
        <p className="break-all text-xs text-muted">
          {product.id} · {dollars(product.unit_amount_cents)}
          {product.interval ? ` a ${product.interval}` : ''} · {product.sold} sold
        </p>
      </div>
      {product.retired_at ? (
        <Badge variant="secondary">Retired</Badge>
      ) : !product.visible ? (
        <Badge variant="outline">Hidden</Badge>
      ) : null}
      {!product.retired_at && (
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${product.name}`}>
            Edit
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="danger"
                aria-label={`Retire ${product.name}`}
                disabled={retire.isPending}
              >
                Retire
              </Button>
            }
            title={`Retire ${product.name}?`}
            description="It leaves /shop for good and cannot be sold again. Past purchases keep their price and commands."
            confirmLabel="Retire product"
            onConfirm={onConfirm}
          />
        </div>
      )}
    </li>
  );
}

export default function CatalogPanel() {
  const { data, isPending, isError } = useQuery(productsQuery);
  const [showRetired, setShowRetired] = useState(false);
  /** The product being edited: null for a new one, undefined when the form is closed. */
  const [editing, setEditing] = useState<StaffProductView | null | undefined>(undefined);
  const products = data?.products ?? [];
  const listed = products.filter((p) => showRetired || !p.retired_at);
  const categories = Object.keys(CATEGORY_TITLES) as StaffProductView['category'][];

  return (
    <div className="space-y-6">
      {editing !== undefined ? (
        <ProductForm
          key={editing?.id ?? 'new'}
          product={editing}
          products={products}
          onDone={() => setEditing(undefined)}
        />
      ) : (
        <Card className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-bold text-fg">Catalog</h2>
            <Button onClick={() => setEditing(null)}>New product</Button>
          </div>
          <Checkbox
            id="catalog-show-retired"
            label="Show retired products"
            checked={showRetired}
            onChange={(e) => setShowRetired(e.target.checked)}
          />
          {isPending ? (
            <Spinner label="Loading the catalog…" />
          ) : isError ? (
            <p role="alert" className="text-danger">
              The catalog could not be loaded.
            </p>
          ) : (
            categories.map((category) => {
              const inCategory = listed.filter((p) => p.category === category);
              if (inCategory.length === 0) return null;
              return (
                <section key={category} aria-labelledby={`catalog-${category}`} className="space-y-2">
                  <h3 id={`catalog-${category}`} className="font-semibold text-fg">
                    {CATEGORY_TITLES[category]}
                  </h3>
                  <ul className="space-y-2">
                    {inCategory.map((product) => (
                      <ProductRow key={product.id} product={product} onEdit={() => setEditing(product)} />
                    ))}
                  </ul>
                </section>
              );
            })
          )}
        </Card>
      )}
      <StoreSettings />
    </div>
  );
}
