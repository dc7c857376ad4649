/**
 * The confirmation before moving a rank plan: what changes, what it charges now (the server's
 * quote: Stripe's prorated preview, or a labelled demo figure), then the change itself. A failure
 * keeps the dialog open with the server's message.
 */
import { type CatalogItem, formatUsd, requiresEvPolicy } from '@shared/shop/catalog';
import type { PlanChangeQuoteResponse, PlanMove } from '@shared/shop/purchases';
import { EV_EDITOR_POLICY_RULES, EV_POLICY_ATTESTATION_TEXT, planMove } from '@shared/shop/ranks';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { failureMessage, reportFailure } from '../../lib/api-errors';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useSaveAttestation } from './checkout-api';
import { planChangeQuoteQuery, useChangePlan } from './plan-queries';

/** The button's and the dialog's words for a move to `item`. */
export function planMoveLabel(move: PlanMove, item: CatalogItem, sameRank: boolean): string {
  if (move === 'upgrade') return `Upgrade to ${item.name}`;
  if (move === 'downgrade') return `Downgrade to ${item.name}`;
  return sameRank
    ? `Switch to ${item.interval === 'year' ? 'annual' : 'monthly'} billing`
    : `Switch to ${item.name}`;
}

const QUOTE_FAILURE = 'Could not price this change right now. Please try again.';

function QuoteLines({ quote }: { quote: PlanChangeQuoteResponse }) {
  const period = quote.interval === 'year' ? 'year' : 'month';
  return (
    <div className="mt-4 rounded-xl border border-border bg-surface-2/60 p-4 text-sm">
      <dl className="space-y-2">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted">Charged now</dt>
          <dd className="font-semibold text-fg">{formatUsd(quote.due_now_cents)}</dd>
        </div>
        {quote.tax_cents > 0 && (
          <div className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-muted">of which tax{quote.demo ? ' (demo rate)' : ''}</dt>
            <dd className="text-fg">{formatUsd(quote.tax_cents)}</dd>
          </div>
        )}
        {quote.credit_cents > 0 && (
          <div className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-muted">Credit for unused time, taken off your next invoices</dt>
            <dd className="text-fg">{formatUsd(quote.credit_cents)}</dd>
          </div>
        )}
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted">Then renews at</dt>
          <dd className="text-fg">
            {formatUsd(quote.renews_at_cents)}/{period}
          </dd>
        </div>
      </dl>
      <p className="pt-2 text-xs text-muted">
        {quote.demo
          ? 'Demo mode: a demo figure (the full price difference of an upgrade, nothing for a downgrade). No money moves.'
          : 'Prorated by Stripe for the rest of your current period.'}
      </p>
    </div>
  );
}

export function PlanChangeDialog({
  open,
  onOpenChange,
  fromName,
  item,
  move,
  label,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fromName: string;
  item: CatalogItem;
  move: PlanMove;
  label: string;
}) {
  const quote = useQuery(planChangeQuoteQuery(item.price_id, open));
  const needsEvPolicy = requiresEvPolicy(item);
  const [evPolicy, setEvPolicy] = useState(false);
  const [evError, setEvError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const attestation = useSaveAttestation();
  const change = useChangePlan({
    onSuccess: (answer) => {
      onOpenChange(false);
      toast.success(
        answer.status === 'completed'
          ? `Your plan is now ${item.name}`
          : 'Your plan change is being processed',
        {
          description:
            answer.status === 'completed'
              ? 'The new rank is on its way to the server.'
              : 'Stripe is confirming the payment; this page updates when it has.',
        },
      );
    },
    onError: (error) => {
      setFailure(failureMessage(error, { description: 'Your plan is unchanged.', serverMessage: 'any' }));
      reportFailure(error, {
        title: 'Could not change your plan',
        description: 'Your plan is unchanged.',
        serverMessage: 'any',
      });
    },
  });
  const busy = attestation.isPending || change.isPending;

  const confirm = async () => {
    setFailure(null);
    let evPolicyAttestationId: string | null = null;
    if (needsEvPolicy) {
      if (!evPolicy) {
        setEvError('Please confirm the EV Editor Policy');
        return;
      }
      try {
        evPolicyAttestationId = (
          await attestation.mutateAsync({
            attestation_type: 'ev_editor_policy',
            attestation_text: EV_POLICY_ATTESTATION_TEXT,
            user_confirmation: 'Agreed before a plan change',
          })
        ).id;
      } catch (error) {
        reportFailure(error, {
          title: 'Error',
          description: 'Failed to save EV Editor Policy attestation. Please try again.',
          serverMessage: 'none',
        });
        return;
      }
    }
    change.mutate({ price_id: item.price_id, evPolicyAttestationId });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${label}?`}
      description={`Your ${fromName} plan becomes ${item.name}${move === 'downgrade' ? ', with fewer perks' : ''}.`}
    >
      {quote.isPending ? (
        <Spinner label="Pricing the change…" className="mt-4" />
      ) : quote.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {failureMessage(quote.error, { description: QUOTE_FAILURE, serverMessage: 'any' })}
        </p>
      ) : (
        <QuoteLines quote={quote.data} />
      )}
      {needsEvPolicy && (
        <div className="mt-4 space-y-2">
          <p className="text-sm font-semibold text-warning">Master rank: EV Editor Policy</p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
            {EV_EDITOR_POLICY_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <Checkbox
            id="plan-change-ev-policy"
            checked={evPolicy}
            onChange={(e) => {
              setEvPolicy(e.target.checked);
              setEvError(undefined);
            }}
            label="I have read and agree to the EV Editor Policy"
            error={evError}
          />
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-4 text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button disabled={busy || !quote.isSuccess} onClick={() => void confirm()}>
          {busy ? 'Changing…' : label}
        </Button>
      </div>
    </Dialog>
  );
}

/** A rank card's action for a buyer who holds a plan: "Your plan", or the move and its dialog. */
export function PlanMoveAction({
  item,
  current,
}: {
  item: CatalogItem;
  current: { catalog_item_id: string; name: string; change_pending: boolean; rank: string | undefined };
}) {
  const [open, setOpen] = useState(false);
  if (item.id === current.catalog_item_id) {
    return (
      <p className={cn(buttonClass('secondary'), 'w-full cursor-default hover:bg-surface-2')}>
        <Check className="h-4 w-4 text-success" aria-hidden="true" /> Your plan
      </p>
    );
  }
  const move = planMove(current.rank ?? '', item.rank ?? '');
  const label = planMoveLabel(move, item, current.rank === item.rank);
  if (current.change_pending) {
    return (
      <Button variant="secondary" disabled className="w-full">
        Plan change in progress
      </Button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={cn(
          buttonClass(move === 'upgrade' ? 'primary' : 'secondary', 'md', { wrap: true }),
          'w-full',
        )}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <PlanChangeDialog
        open={open}
        onOpenChange={setOpen}
        fromName={current.name}
        item={item}
        move={move}
        label={label}
      />
    </>
  );
}
