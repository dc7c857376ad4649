import { payoutSchema } from '@shared/gym-leaders/console/leader-requests';
import type { LeaderEarnings, StaffLeader } from '@shared/gym-leaders/console/leaders-api';
import { formatUsd } from '@shared/shop/catalog';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent, RefCallback } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../forms';
import { ledgerQuery, useRecordPayout } from './leaders-api';

const KIND_LABELS: Record<string, string> = {
  earning: 'Earning',
  reversal: 'Refund reversal',
  restoration: 'Restored earning',
  payout: 'Payout',
};

/** "12.5" or "12.50" dollars → 1250 cents; anything else → null (the server checks the rest). */
function dollarsToCents(text: string): number | null {
  const match = /^\$?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export function EarningsTotals({ earnings }: { earnings: LeaderEarnings }) {
  const items = [
    ['Earned', earnings.earnings_to_date_cents],
    ['Paid', earnings.payouts_to_date_cents],
    ['Pending', earnings.pending_cents],
    ['Available', earnings.available_cents],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map(([label, cents]) => (
        <div key={label} className="rounded-lg border border-border bg-surface-2/60 p-2">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="font-bold text-fg">{formatUsd(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

function PayoutForm({ leader }: { leader: StaffLeader }) {
  const record = useRecordPayout(leader.id);
  // Keyed by the request's fields, so the server's messages land on the same controls; the amount is typed in dollars.
  const form = useZodForm(
    payoutSchema,
    { amount_cents: '', reference: '' },
    {
      toInput: (typed) => ({ ...typed, amount_cents: dollarsToCents(typed.amount_cents) }),
      fieldId: (name) => (name === 'amount_cents' ? 'payout-amount' : `payout-${name}`),
    },
  );
  const { values, errors, set } = form;
  const hint = `Up to ${formatUsd(leader.earnings.available_cents)} is available.`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(values.amount_cents);
    if (cents === null || cents <= 0) {
      form.showErrors({ amount_cents: 'Enter the amount in dollars, e.g. 25.00.' });
      return;
    }
    if (!(await form.validate())) return;
    record.mutate(
      { amount_cents: cents, reference: values.reference },
      {
        onSuccess: () => {
          toast.success('Payout recorded', { description: `${formatUsd(cents)} to ${leader.display_name}.` });
          form.reset();
        },
        onError: (error) =>
          reportFailure(error, {
            title: 'Payout not recorded',
            description: 'Please try again.',
            onFieldErrors: form.showErrors,
          }),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
      aria-labelledby="payout-title"
    >
      <h4 id="payout-title" className="font-bold text-fg">
        Record a payout
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="payout-amount" label="Amount (USD)" required hint={hint} error={errors.amount_cents}>
          <Input
            id="payout-amount"
            inputMode="decimal"
            value={values.amount_cents}
            placeholder="25.00"
            onChange={(e) => set('amount_cents', e.target.value)}
            aria-invalid={errors.amount_cents ? true : undefined}
            aria-describedby={describedBy('payout-amount', hint, errors.amount_cents)}
          />
        </Field>
        <Field id="payout-reference" label="Payment reference" required error={errors.reference}>
          <Input
            id="payout-reference"
            value={values.reference}
            maxLength={200}
            onChange={(e) => set('reference', e.target.value)}
            aria-invalid={errors.reference ? true : undefined}
            aria-describedby={describedBy('payout-reference', undefined, errors.reference)}
          />
        </Field>
      </div>
      <Button type="submit" disabled={record.isPending}>
        Record payout
      </Button>
    </form>
  );
}

/** One leader's ledger (newest first) with the dashboard's totals; admins record payouts here. */
export function LeaderLedger({
  leaderId,
  isAdmin,
  headingRef,
}: {
  leaderId: string;
  isAdmin: boolean;
  /** Where the panel is revealed when opened from the list (`useReveal`). */
  headingRef?: RefCallback<HTMLHeadingElement>;
}) {
  const ledger = useQuery(ledgerQuery(leaderId));
  if (ledger.isPending) return <Spinner label="Loading the ledger…" />;
  if (ledger.isError) {
    return (
      <Card role="alert">
        <p>We could not load this ledger.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void ledger.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const { leader, entries } = ledger.data;
  return (
    <section aria-labelledby="ledger-title" className="space-y-4">
      <h3
        id="ledger-title"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-bold text-fg outline-none"
      >
        Ledger: {leader.display_name}
      </h3>
      <EarningsTotals earnings={leader.earnings} />
      {entries.length === 0 ? (
        <p className="text-sm text-muted">No ledger entries yet.</p>
      ) : (
        <ul className="space-y-2" aria-label={`Ledger entries of ${leader.display_name}`}>
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-border p-2 text-sm"
            >
              <span className="min-w-0 break-words">
                <span className="font-semibold text-fg">{KIND_LABELS[entry.kind] ?? entry.kind}</span>
                {entry.note && <span className="text-muted"> · {entry.note}</span>}
              </span>
              <span className="flex items-baseline gap-3">
                <time dateTime={entry.created_at} className="text-muted">
                  {estDateTime(entry.created_at)}
                </time>
                <span className={entry.amount_cents < 0 ? 'font-bold text-danger' : 'font-bold text-success'}>
                  {entry.amount_cents < 0 ? '−' : '+'}
                  {formatUsd(Math.abs(entry.amount_cents))}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {isAdmin ? (
        <PayoutForm key={leader.id} leader={leader} />
      ) : (
        <p className="text-sm text-muted">Admins record payouts.</p>
      )}
    </section>
  );
}
