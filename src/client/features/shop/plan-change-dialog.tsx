/**
 * The confirmation before moving a rank plan: what changes, what it charges now (the server's
 * quote: Stripe's prorated preview, or a labelled demo figure), then the change itself. A failure
 * keeps the dialog open with the server's message.
 */
import { type CatalogItem, formatUsd, requiresEvPolicy } from '@shared/shop/catalog';
import type { PlanChangeQuoteResponse, PlanMove } from '@shared/shop/purchases';
import { EV_EDITOR_POLICY_RULES, EV_POLICY_ATTESTATION_TEXT } from '@shared/shop/ranks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { failureMessage, reportFailure } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useSaveAttestation } from './checkout-api';
import { planChangeQuoteQuery, useChangePlan } from './plan-queries';

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

export default function PlanChangeDialog({
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
