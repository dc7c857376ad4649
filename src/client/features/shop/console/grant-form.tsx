/**
 * The purchases tab's "Grant a product" form: a known player's Minecraft name, a product from the
 * catalog (the database's, as the shop reads it), how many and why. The grant is delivered like
 * a purchase and credits no gym leader.
 */
import { grantRequestSchema, MAX_GRANT_REASON } from '@shared/shop/console/purchases';
import { type FormEvent, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../forms';
import { useCatalogItems } from '../catalog-queries';
import { useGrant } from './purchases-api';

const ids = {
  player: 'grant-player',
  catalog_item_id: 'grant-product',
  quantity: 'grant-quantity',
  reason: 'grant-reason',
} as const;

const INITIAL = { player: '', catalog_item_id: '', quantity: '1', reason: '' };

export function GrantForm() {
  const mutation = useGrant();
  // One id per grant the form means to make: a double click or a retry grants once.
  const requestId = useRef(crypto.randomUUID());
  // The products on sale, from the database catalog (refreshed live when admins change it).
  const products = useCatalogItems()
    .filter((item) => item.active)
    .map((item) => ({ value: item.id, label: item.name }));
  const form = useZodForm(grantRequestSchema, INITIAL, {
    toInput: (v) => ({ ...v, quantity: Number(v.quantity), request_id: requestId.current }),
    fieldId: (name) => ids[name as keyof typeof ids] ?? ids.player,
  });
  const { values, errors, set } = form;
  const playerHint = 'The Minecraft name of a player with a linked site account.';
  const reasonHint = 'Kept with the grant and in the audit log.';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = await form.validate();
    if (!input) return;
    mutation.mutate(input, {
      onSuccess: ({ purchase }) => {
        requestId.current = crypto.randomUUID();
        form.reset();
        toast.success('Product granted', {
          description: `${purchase.items.map((i) => `${i.quantity} × ${i.item_name}`).join(', ')} for ${purchase.minecraft_username}; delivered in game like a purchase.`,
        });
      },
      onError: (error) =>
        reportFailure(error, {
          title: 'Grant not made',
          description: 'Please try again.',
          onFieldErrors: form.showErrors,
        }),
    });
  };

  return (
    <Card>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-3"
        aria-labelledby="grant-title"
      >
        <h3 id="grant-title" className="font-bold text-fg">
          Grant a product
        </h3>
        <p className="text-sm text-muted">
          Give a rank, keys or a prize without payment. It is delivered like a purchase, shown here as a
          grant, and never credited to a gym leader.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={ids.player} label="Player" required hint={playerHint} error={errors.player}>
            <Input
              id={ids.player}
              value={values.player}
              autoComplete="off"
              maxLength={16}
              onChange={(e) => set('player', e.target.value)}
              aria-invalid={errors.player ? true : undefined}
              aria-describedby={describedBy(ids.player, playerHint, errors.player)}
            />
          </Field>
          <Field id={ids.catalog_item_id} label="Product" required error={errors.catalog_item_id}>
            <Select
              id={ids.catalog_item_id}
              value={values.catalog_item_id}
              placeholder="Choose a product"
              options={products}
              onChange={(e) => set('catalog_item_id', e.target.value)}
              aria-invalid={errors.catalog_item_id ? true : undefined}
              aria-describedby={describedBy(ids.catalog_item_id, undefined, errors.catalog_item_id)}
            />
          </Field>
          <Field id={ids.quantity} label="Quantity" required error={errors.quantity}>
            <Input
              id={ids.quantity}
              inputMode="numeric"
              value={values.quantity}
              onChange={(e) => set('quantity', e.target.value)}
              aria-invalid={errors.quantity ? true : undefined}
              aria-describedby={describedBy(ids.quantity, undefined, errors.quantity)}
            />
          </Field>
          <Field id={ids.reason} label="Reason" required hint={reasonHint} error={errors.reason}>
            <Textarea
              id={ids.reason}
              rows={2}
              maxLength={MAX_GRANT_REASON}
              value={values.reason}
              onChange={(e) => set('reason', e.target.value)}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={describedBy(ids.reason, reasonHint, errors.reason)}
            />
          </Field>
        </div>
        <Button type="submit" disabled={mutation.isPending}>
          Grant
        </Button>
      </form>
    </Card>
  );
}
