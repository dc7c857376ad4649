/**
 * The console's Sales tab (admins): timed sales running, to come and over, the sale form (name,
 * percent, products or categories, start and end in the admin's zone), ending a running sale now
 * and deleting one, both asked first. Other admins' edits arrive through the `catalog` topic.
 */
import { type SaleFields, type StaffSaleView, saleFieldsSchema } from '@shared/shop/console/discounts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../forms';
import { useLiveTopics } from '../../live';
import { productsQuery } from './catalog-api';
import { salesQuery, useDeleteSale, useSaveSale } from './discounts-api';
import { adminZone, isoToLocalInput, localDateTime, localInputToIso } from './local-time';
import { ProductChoices } from './product-choices';

/** Categories whose products can be discounted (rank plans never are). */
const CATEGORY_OPTIONS = [
  { value: 'boosts', label: 'Boosts' },
  { value: 'crates', label: 'Crates' },
  { value: 'competitive', label: 'Competitive' },
  { value: 'battlepass', label: 'Battle pass' },
] as const;

type Phase = 'running' | 'scheduled' | 'ended';
const PHASE_TITLES: Record<Phase, string> = { running: 'Running', scheduled: 'To come', ended: 'Over' };

const phaseOf = (sale: StaffSaleView, now: number): Phase =>
  Date.parse(sale.starts_at) > now ? 'scheduled' : Date.parse(sale.ends_at) > now ? 'running' : 'ended';

type Values = {
  name: string;
  percent_off: string;
  product_ids: string[];
  categories: string[];
  starts_at: string;
  ends_at: string;
};

const id = (name: string) => `sale-${name}`;

function initialValues(sale: StaffSaleView | null): Values {
  return {
    name: sale?.name ?? '',
    percent_off: sale ? String(sale.percent_off) : '',
    product_ids: sale?.product_ids ?? [],
    categories: sale?.categories ?? [],
    starts_at: isoToLocalInput(sale?.starts_at ?? null),
    ends_at: isoToLocalInput(sale?.ends_at ?? null),
  };
}

const toInput = (v: Values) => ({
  name: v.name,
  percent_off: v.percent_off.trim() === '' ? Number.NaN : Number(v.percent_off),
  product_ids: v.product_ids,
  categories: v.categories,
  starts_at: localInputToIso(v.starts_at),
  ends_at: localInputToIso(v.ends_at),
});

function SaleForm({ sale, onDone }: { sale: StaffSaleView | null; onDone: () => void }) {
  const save = useSaveSale();
  const products = useQuery(productsQuery).data?.products ?? [];
  const form = useZodForm(saleFieldsSchema, initialValues(sale), { toInput, fieldId: id });
  const { values, set, errors } = form;
  const zone = adminZone();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (!body) return;
    save.mutate(sale ? { mode: 'update', id: sale.id, body } : { mode: 'create', body }, {
      onSuccess: ({ sale: saved }) => {
        toast.success(sale ? 'Sale saved' : 'Sale created', {
          description: `${saved.name}: ${saved.percent_off}% off until ${localDateTime(saved.ends_at)}.`,
        });
        onDone();
      },
      onError: (error) =>
        reportFailure(error, {
          title: sale ? 'Sale not saved' : 'Sale not created',
          description: 'Please check the fields and try again.',
          onFieldErrors: form.showErrors,
        }),
    });
  };

  const text = (key: 'name' | 'percent_off' | 'starts_at' | 'ends_at', label: string, type = 'text') => (
    <Field id={id(key)} label={label} required error={errors[key]}>
      <Input
        id={id(key)}
        type={type}
        inputMode={key === 'percent_off' ? 'numeric' : undefined}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(id(key), undefined, errors[key])}
      />
    </Field>
  );

  return (
    <Card>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="space-y-4"
        aria-labelledby="sale-form-title"
      >
        <h2 id="sale-form-title" className="text-lg font-bold text-fg">
          {sale ? `Edit ${sale.name}` : 'New sale'}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {text('name', 'Name')}
          {text('percent_off', 'Percent off')}
          {text('starts_at', `Starts (${zone})`, 'datetime-local')}
          {text('ends_at', `Ends (${zone})`, 'datetime-local')}
        </div>
        <ProductChoices
          id={id('product_ids')}
          legend="Products on sale"
          hint="Choose products, categories or both; rank plans are never discounted."
          products={products}
          chosen={values.product_ids}
          error={errors.product_ids}
          onChange={(ids) => set('product_ids', ids)}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-fg">Whole categories</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {CATEGORY_OPTIONS.map((c) => (
              <Checkbox
                key={c.value}
                id={id(`category-${c.value}`)}
                label={c.label}
                checked={values.categories.includes(c.value)}
                onChange={(e) =>
                  set(
                    'categories',
                    e.target.checked
                      ? [...values.categories, c.value]
                      : values.categories.filter((v) => v !== c.value),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {sale ? 'Save sale' : 'Create sale'}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SaleRow({
  sale,
  phase,
  productNames,
  onEdit,
}: {
  sale: StaffSaleView;
  phase: Phase;
  productNames: ReadonlyMap<string, string>;
  onEdit: () => void;
}) {
  const saveSale = useSaveSale();
  const deleteSale = useDeleteSale();
  const covers = [
    ...sale.product_ids.map((p) => productNames.get(p) ?? p),
    ...sale.categories.map((c) => `all ${CATEGORY_OPTIONS.find((o) => o.value === c)?.label ?? c}`),
  ].join(', ');
  // Ending is an edit of the end to this moment, read from the admin's clock.
  const endNow = () =>
    saveSale.mutate(
      {
        mode: 'update',
        id: sale.id,
        body: {
          name: sale.name,
          percent_off: sale.percent_off,
          product_ids: sale.product_ids,
          categories: sale.categories as SaleFields['categories'],
          starts_at: sale.starts_at,
          ends_at: new Date().toISOString(),
        },
      },
      {
        onSuccess: () =>
          toast.success('Sale ended', { description: `${sale.name} is over; /shop shows list prices.` }),
        onError: (error) =>
          reportFailure(error, { title: 'Sale not ended', description: 'Please try again.' }),
      },
    );
  const remove = () =>
    deleteSale.mutate(sale.id, {
      onSuccess: () => toast.success('Sale deleted', { description: `${sale.name} is gone.` }),
      onError: (error) =>
        reportFailure(error, { title: 'Sale not deleted', description: 'Please try again.' }),
    });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-border p-3">
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-fg">
          {sale.name}{' '}
          <Badge variant={phase === 'running' ? 'success' : 'secondary'}>{sale.percent_off}% off</Badge>
        </p>
        <p className="break-words text-xs text-muted">{covers}</p>
        <p className="text-xs text-muted">
          {localDateTime(sale.starts_at)} to {localDateTime(sale.ends_at)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {phase !== 'ended' && (
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${sale.name}`}>
            Edit
          </Button>
        )}
        {phase === 'running' ? (
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="danger"
                aria-label={`End ${sale.name} now`}
                disabled={saveSale.isPending}
              >
                End now
              </Button>
            }
            title={`End ${sale.name} now?`}
            description="Its products go back to their list prices at once. Purchases already made keep what they paid."
            confirmLabel="End sale"
            onConfirm={endNow}
          />
        ) : (
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="danger"
                aria-label={`Delete ${sale.name}`}
                disabled={deleteSale.isPending}
              >
                Delete
              </Button>
            }
            title={`Delete ${sale.name}?`}
            description={
              phase === 'scheduled'
                ? 'It will not start. Nothing has been sold at its price yet.'
                : 'It leaves this list. Purchases made during it keep what they paid.'
            }
            confirmLabel="Delete sale"
            onConfirm={remove}
          />
        )}
      </div>
    </li>
  );
}

export default function SalesPanel() {
  useLiveTopics('catalog');
  const { data, isPending, isError } = useQuery(salesQuery);
  const products = useQuery(productsQuery).data?.products ?? [];
  /** The sale being edited: null for a new one, undefined when the form is closed. */
  const [editing, setEditing] = useState<StaffSaleView | null | undefined>(undefined);
  const now = Date.now();
  const productNames = new Map(products.map((p) => [p.id, p.name]));
  const sales = data?.sales ?? [];

  if (editing !== undefined) {
    return <SaleForm key={editing?.id ?? 'new'} sale={editing} onDone={() => setEditing(undefined)} />;
  }
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-fg">Timed sales</h2>
        <Button onClick={() => setEditing(null)}>New sale</Button>
      </div>
      <p className="text-sm text-muted">
        Times are in your zone, {adminZone()}. The best sale on a product applies, and checkout charges what
        /shop shows.
      </p>
      {isPending ? (
        <Spinner label="Loading sales…" />
      ) : isError ? (
        <p role="alert" className="text-danger">
          The sales could not be loaded.
        </p>
      ) : sales.length === 0 ? (
        <p className="text-muted">No sales yet.</p>
      ) : (
        (['running', 'scheduled', 'ended'] as const).map((phase) => {
          const inPhase = sales.filter((s) => phaseOf(s, now) === phase);
          if (inPhase.length === 0) return null;
          return (
            <section key={phase} aria-labelledby={`sales-${phase}`} className="space-y-2">
              <h3 id={`sales-${phase}`} className="font-semibold text-fg">
                {PHASE_TITLES[phase]}
              </h3>
              <ul className="space-y-2">
                {inPhase.map((sale) => (
                  <SaleRow
                    key={sale.id}
                    sale={sale}
                    phase={phase}
                    productNames={productNames}
                    onEdit={() => setEditing(sale)}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </Card>
  );
}
