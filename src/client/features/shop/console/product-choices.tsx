/**
 * The products a sale or a code covers: checkboxes over the products that can be discounted
 * (one-time purchases on the catalog; rank plans never are), scrolling when the list is long.
 */
import type { StaffProductView } from '@shared/shop/console/catalog';
import { Checkbox } from '../../../components/ui/checkbox';

export function ProductChoices({
  id,
  legend,
  hint,
  products,
  chosen,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  hint: string;
  products: readonly StaffProductView[];
  chosen: readonly string[];
  error?: string;
  onChange: (ids: string[]) => void;
}) {
  const choosable = products.filter((p) => p.kind === 'one_time' && (!p.retired_at || chosen.includes(p.id)));
  const toggle = (productId: string, on: boolean) =>
    onChange(on ? [...chosen, productId] : chosen.filter((c) => c !== productId));
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-semibold text-fg">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {/* The first box carries the field's id, so a refusal focuses the list. */}
      <div className="grid max-h-56 gap-2 overflow-y-auto rounded-md border border-border p-3 sm:grid-cols-2">
        {choosable.map((product, i) => (
          <Checkbox
            key={product.id}
            id={i === 0 ? id : `${id}-${product.id}`}
            label={`${product.emoji} ${product.name}`}
            checked={chosen.includes(product.id)}
            onChange={(e) => toggle(product.id, e.target.checked)}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
