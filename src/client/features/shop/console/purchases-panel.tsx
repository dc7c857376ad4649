/**
 * The purchases tab: search by buyer, Minecraft name, checkout session or payment id; a purchase's
 * payment events, deliveries and ledger rows; and, for admins, a refund through Stripe (or a
 * labelled demo refund). The refund's effects appear when Stripe's webhook confirms it. Staff also
 * grant a product without payment here, and revoke a grant.
 */

import { formatUsd } from '@shared/shop/catalog';
import {
  refundRequestSchema,
  revokeGrantRequestSchema,
  type StaffPurchase,
  type StaffPurchaseDetailResponse,
} from '@shared/shop/console/purchases';
import type { PurchaseStatus } from '@shared/shop/purchases';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useZodForm } from '../../forms';
import { PlayerLink } from '../../players';
import { GrantForm } from './grant-form';
import { purchaseQuery, purchasesQuery, useRefund, useRevokeGrant } from './purchases-api';

const STATUS_BADGES: Record<
  PurchaseStatus,
  { label: string; variant: 'success' | 'warning' | 'danger' | 'secondary' }
> = {
  pending: { label: 'Pending', variant: 'secondary' },
  completed: { label: 'Paid', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
  refunded: { label: 'Refunded', variant: 'warning' },
  disputed: { label: 'Disputed', variant: 'danger' },
  canceled: { label: 'Cancelled', variant: 'secondary' },
};

/** "12.5" or "12.50" dollars → 1250 cents; anything else → null (the server checks the rest). */
function dollarsToCents(text: string): number | null {
  const match = /^\$?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function RefundForm({ detail }: { detail: StaffPurchaseDetailResponse }) {
  const { purchase, refund } = detail;
  const demo = refund.mode === 'demo';
  const mutation = useRefund(purchase);
  const id = `refund-amount-${purchase.id}`;
  // Keyed by the request's field, so the server's message lands on the control; typed in dollars.
  const form = useZodForm(
    refundRequestSchema,
    { amount_cents: '' },
    {
      toInput: ({ amount_cents }) => ({
        amount_cents: dollarsToCents(amount_cents),
        refunded_cents: purchase.refunded_cents,
      }),
      fieldId: () => id,
    },
  );
  const { values, errors, set } = form;
  const hint = `Up to ${formatUsd(refund.refundable_cents)} can be refunded.`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(values.amount_cents);
    if (cents === null || cents <= 0) {
      form.showErrors({ amount_cents: 'Enter the amount in dollars, e.g. 4.99.' });
      return;
    }
    if (cents > refund.refundable_cents) {
      form.showErrors({ amount_cents: `At most ${formatUsd(refund.refundable_cents)} can be refunded.` });
      return;
    }
    if (!(await form.validate())) return;
    mutation.mutate(cents, {
      onSuccess: ({ refund: made }) => {
        form.reset();
        if (made.replayed) {
          toast.info('Refund already requested', { description: 'This is the refund asked for before.' });
        } else if (made.demo) {
          toast.success('Demo refund made', {
            description: `${formatUsd(made.amount_cents)}; no money moved.`,
          });
        } else {
          toast.success('Refund sent to Stripe', {
            description: 'The purchase updates when Stripe confirms it.',
          });
        }
      },
      onError: (error) =>
        reportFailure(error, {
          title: 'Refund not made',
          description: 'Please try again.',
          onFieldErrors: form.showErrors,
        }),
    });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
      aria-label={`Refund purchase ${purchase.id.slice(0, 8)}`}
    >
      <h3 className="font-bold text-fg">{demo ? 'Demo refund (no money moves)' : 'Refund through Stripe'}</h3>
      <Field id={id} label="Amount (USD)" required hint={hint} error={errors.amount_cents}>
        <Input
          id={id}
          inputMode="decimal"
          value={values.amount_cents}
          placeholder={(refund.refundable_cents / 100).toFixed(2)}
          onChange={(e) => set('amount_cents', e.target.value)}
          aria-invalid={errors.amount_cents ? true : undefined}
          aria-describedby={describedBy(id, hint, errors.amount_cents)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => set('amount_cents', (refund.refundable_cents / 100).toFixed(2))}
        >
          Everything left
        </Button>
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {demo ? 'Make demo refund' : 'Refund'}
        </Button>
      </div>
    </form>
  );
}

function RevokeGrantForm({ purchase }: { purchase: StaffPurchase }) {
  const mutation = useRevokeGrant(purchase.id);
  const id = `revoke-reason-${purchase.id}`;
  const form = useZodForm(revokeGrantRequestSchema, { reason: '' }, { fieldId: () => id });
  const { values, errors, set } = form;
  const hint = 'Its take-back commands run in game (a rank plan ends).';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = await form.validate();
    if (!input) return;
    mutation.mutate(input.reason, {
      onSuccess: () => {
        form.reset();
        toast.success('Grant revoked', { description: 'The take-back commands are queued.' });
      },
      onError: (error) =>
        reportFailure(error, {
          title: 'Grant not revoked',
          description: 'Please try again.',
          onFieldErrors: form.showErrors,
        }),
    });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
      aria-label={`Revoke the grant for ${purchase.minecraft_username}`}
    >
      <h3 className="font-bold text-fg">Revoke this grant</h3>
      <Field id={id} label="Reason" required hint={hint} error={errors.reason}>
        <Input
          id={id}
          value={values.reason}
          onChange={(e) => set('reason', e.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describedBy(id, hint, errors.reason)}
        />
      </Field>
      <Button type="submit" size="sm" variant="danger" disabled={mutation.isPending}>
        Revoke grant
      </Button>
    </form>
  );
}

function PurchaseDetail({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const detail = useQuery(purchaseQuery(id));
  if (detail.isPending) return <Spinner label="Loading the purchase…" />;
  if (detail.isError) {
    return (
      <p role="alert" className="text-danger">
        We could not load this purchase.
      </p>
    );
  }
  const { purchase, events, deliveries, ledger, refund } = detail.data;
  return (
    <div className="space-y-4 border-t border-border pt-3">
      <section aria-label="Payment events" className="space-y-1">
        <h3 className="font-bold text-fg">Payment events</h3>
        {events.length === 0 ? (
          <p className="text-sm text-muted">None yet.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {events.map((e) => (
              <li key={e.id}>
                <span className="text-muted">{estDateTime(e.received_at)} · </span>
                <span className="text-fg">{e.summary}</span>{' '}
                <code className="break-all text-xs text-muted">{e.id}</code>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Deliveries" className="space-y-1">
        <h3 className="font-bold text-fg">Deliveries</h3>
        {deliveries.length === 0 ? (
          <p className="text-sm text-muted">None.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {deliveries.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-2">
                <Badge
                  variant={
                    d.status === 'delivered' ? 'success' : d.status === 'dead' ? 'danger' : 'secondary'
                  }
                >
                  {d.stage}: {d.status}
                </Badge>
                <code className="break-all text-fg">{d.command}</code>
                {d.last_error && <span className="text-muted">({d.last_error})</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Leader ledger" className="space-y-1">
        <h3 className="font-bold text-fg">Gym leader ledger</h3>
        {ledger.length === 0 ? (
          <p className="text-sm text-muted">No share recorded.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {ledger.map((l) => (
              <li key={l.id}>
                <span className="text-fg">
                  {l.kind} {formatUsd(l.amount_cents)}
                </span>
                {l.note && <span className="text-muted"> · {l.note}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {purchase.grant
        ? purchase.grant.revoked_at === null && <RevokeGrantForm purchase={purchase} />
        : isAdmin &&
          (refund.mode !== 'none' && refund.refundable_cents > 0 ? (
            <RefundForm detail={detail.data} />
          ) : (
            <p className="text-sm text-muted">No refund possible: {refund.reason}</p>
          ))}
    </div>
  );
}

function PurchaseRow({ purchase, isAdmin }: { purchase: StaffPurchase; isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const badge = STATUS_BADGES[purchase.status];
  const detailId = `purchase-detail-${purchase.id}`;
  return (
    <li className="space-y-2 rounded-xl border border-border bg-surface/80 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 break-words font-semibold text-fg">
          <PlayerLink name={purchase.minecraft_username} />{' '}
          <span className="font-normal text-muted">
            {purchase.gift ? 'gift from' : 'by'} @{purchase.buyer.discord_username} ·{' '}
            {estDateTime(purchase.created_at)}
          </span>
        </span>
        {purchase.demo && <Badge variant="outline">Test checkout</Badge>}
        {purchase.gift && (
          <Badge variant="outline">
            {purchase.gift.recipient_linked ? 'Gift' : 'Gift (name not linked)'}
          </Badge>
        )}
        {purchase.grant ? (
          <>
            <Badge variant="outline">Grant</Badge>
            <Badge variant={purchase.grant.revoked_at ? 'warning' : 'success'}>
              {purchase.grant.revoked_at ? 'Revoked' : 'Granted'}
            </Badge>
          </>
        ) : (
          <Badge variant={badge.variant}>{badge.label}</Badge>
        )}
      </div>
      {purchase.gift?.message && (
        <p className="break-words text-sm text-muted">Gift message: “{purchase.gift.message}”</p>
      )}
      {purchase.grant && (
        <p className="text-sm text-fg">
          Granted by @{purchase.grant.granted_by}: {purchase.grant.reason}
          {purchase.grant.revoked_at &&
            ` · revoked by @${purchase.grant.revoked_by} on ${estDateTime(purchase.grant.revoked_at)}: ${purchase.grant.revoke_reason}`}
        </p>
      )}
      <p className="text-sm text-fg">
        {purchase.items.map((i) => `${i.quantity} × ${i.item_name}`).join(', ')}
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted">Total: </dt>
          <dd className="inline text-fg">{formatUsd(purchase.total_amount_cents)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">Refunded: </dt>
          <dd className="inline text-fg">{formatUsd(purchase.refunded_cents)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">Leader share: </dt>
          <dd className="inline text-fg">
            {purchase.gym_leader
              ? `${formatUsd(purchase.leader_share_cents)} to ${purchase.gym_leader.display_name}`
              : 'No leader'}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted">Payment: </dt>
          <dd className="inline break-all text-fg">{purchase.payment_intent_id ?? 'None yet'}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline text-muted">Checkout session: </dt>
          <dd className="inline break-all text-fg">{purchase.payment_session_id ?? 'None'}</dd>
        </div>
      </dl>
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={detailId}
        aria-label={`${open ? 'Hide' : 'Show'} details of the purchase for ${purchase.minecraft_username}`}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? 'Hide details' : 'Details'}
      </Button>
      <div id={detailId}>{open && <PurchaseDetail id={purchase.id} isAdmin={isAdmin} />}</div>
    </li>
  );
}

interface PurchasesPanelProps {
  isAdmin: boolean;
  /** The console's line on its staff notices to Discord: the shell owns it and shows it here. */
  notices?: ReactNode;
}

export default function PurchasesPanel({ isAdmin, notices }: PurchasesPanelProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const list = useQuery(purchasesQuery(q));
  return (
    <section aria-labelledby="purchases-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="purchases-title" className="text-lg font-bold text-fg">
            Purchases
          </h2>
          <p className="text-sm text-muted">
            {isAdmin
              ? 'Refunds go through Stripe; the purchase changes when Stripe confirms them.'
              : 'Admins can refund a purchase.'}
          </p>
          {notices}
        </div>
        <div className="min-w-64 space-y-1">
          <Label htmlFor="purchase-search">Search purchases</Label>
          <Input
            id="purchase-search"
            type="search"
            value={search}
            maxLength={200}
            placeholder="Buyer, Minecraft name, cs_… or pi_…"
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>
      <GrantForm />
      {list.isPending ? (
        <Spinner label="Loading purchases…" />
      ) : list.isError ? (
        <Card role="alert">
          <p>We could not load the purchases.</p>
          <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Card>
      ) : list.data.purchases.length === 0 ? (
        <p className="text-muted">No purchases match.</p>
      ) : (
        <ul className="space-y-2" aria-label="Purchases">
          {list.data.purchases.map((purchase) => (
            <PurchaseRow key={purchase.id} purchase={purchase} isAdmin={isAdmin} />
          ))}
        </ul>
      )}
    </section>
  );
}
