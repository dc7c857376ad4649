import { catalogItemForLine, prepareCheckoutItems } from '@shared/shop/cart';
import { formatUsd } from '@shared/shop/catalog';
import { CHECKOUT_MESSAGES } from '@shared/shop/checkout-steps';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { failureMessage, fieldErrorsOf, reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { leadersQuery } from '../../arena';
import { useCart } from '../cart-store';
import { useCatalogItems } from '../catalog-queries';
import { cartQuoteQuery, useQuoteCart, useStartCheckout } from '../checkout-api';
import type { AttestationIds } from './attestation-step';
import { type GiftChoice, GiftSection, NO_GIFT, useGiftReady } from './gift-section';

/**
 * Step 5: the order summary as the server prices it (the sales running now from the start, then a
 * code), then off to the payment provider with the same cart.
 */
export function PaymentStep({
  minecraftUsername,
  attestationIds,
  onBack,
}: {
  minecraftUsername: string;
  attestationIds: AttestationIds;
  onBack: () => void;
}) {
  const cart = useCart();
  const leaders = useQuery(leadersQuery);
  const checkout = useStartCheckout();
  // Stays busy after success, while the browser leaves for the payment page.
  const busy = checkout.isPending || checkout.isSuccess;
  const quote = useQuoteCart();
  const [code, setCode] = useState('');
  const catalog = useCatalogItems();
  const items = prepareCheckoutItems(cart.items, catalog);
  const lines = items.map(({ id, name, price, quantity, price_id }) => ({
    id,
    name,
    price,
    quantity,
    price_id,
  }));
  // The server's price without a code is shown as soon as the step opens; an applied code's replaces it.
  const base = useQuery(cartQuoteQuery(lines));
  const quoted = quote.data ?? base.data;
  const total = quoted?.total_cents;
  const saleSaving = base.data ? base.data.list_cents - base.data.total_cents : 0;
  const creator = quoted?.code?.gym_leader;
  const leader = creator ?? leaders.data?.find((l) => l.id === cart.selectedGymLeader);
  const codeError = quote.isError
    ? (fieldErrorsOf(quote.error).discountCode ?? 'This code could not be checked')
    : undefined;
  const [gift, setGift] = useState<GiftChoice>(NO_GIFT);
  const hasPlan = items.some((i) => catalogItemForLine(i, catalog)?.kind === 'subscription');
  const { ready: giftReady } = useGiftReady(gift, minecraftUsername);
  const asGift = gift.on && !hasPlan;

  const applyCode = () => {
    if (code.trim()) quote.mutate({ cartItems: lines, discountCode: code });
  };

  const pay = () => {
    if (items.length === 0) {
      toast.error('Error', { description: CHECKOUT_MESSAGES.emptyCart });
      return;
    }
    if (!cart.selectedGymLeader) {
      toast.error('Error', { description: CHECKOUT_MESSAGES.gymLeader });
      onBack();
      return;
    }
    const origin = window.location.origin;
    checkout.mutate(
      {
        cartItems: lines,
        selectedGymLeader: cart.selectedGymLeader,
        discountCode: quoted?.code?.code ?? null,
        attestationId: attestationIds.online,
        evPolicyAttestationId: attestationIds.ev,
        gift: asGift
          ? {
              recipientName: gift.recipientName.trim(),
              confirmUnknownName: gift.confirmUnknownName,
              message: gift.message.trim() || undefined,
            }
          : null,
        successUrl: `${origin}/shop?success=true`,
        cancelUrl: `${origin}/shop?canceled=true`,
      },
      {
        onSuccess: (url) => window.location.assign(url),
        onError: (error) =>
          reportFailure(error, {
            title: 'Checkout Error',
            description: 'Failed to initiate checkout.',
            serverMessage: 'refusals',
            fieldMessages: true,
          }),
      },
    );
  };

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Order summary">
        {quoted
          ? quoted.lines.map((line) => (
              <li key={line.price_id} className="flex justify-between gap-3 px-3 py-2 text-sm">
                <span>
                  {line.name} × {line.quantity}
                  {line.sale_percent !== null && (
                    <span className="ml-2 text-xs font-semibold text-success">
                      Sale −{line.sale_percent}%
                    </span>
                  )}
                </span>
                <span className="whitespace-nowrap">
                  {line.charged_cents < line.list_cents && (
                    <s className="mr-2 text-muted">
                      <span className="sr-only">was </span>
                      {formatUsd(line.list_cents)}
                    </s>
                  )}
                  <span className="font-semibold">{formatUsd(line.charged_cents)}</span>
                </span>
              </li>
            ))
          : items.map((i) => (
              <li key={i.id} className="px-3 py-2 text-sm">
                {i.name} × {i.quantity}
              </li>
            ))}
      </ul>
      {base.isError && (
        <p className="text-sm text-danger" role="alert">
          {failureMessage(base.error, {
            description: 'Your cart could not be priced. Please try again.',
            serverMessage: 'refusals',
            fieldMessages: true,
          })}
        </p>
      )}
      <Field id="discount-code" label="Discount or creator code" error={codeError}>
        <div className="flex gap-2">
          <Input
            id="discount-code"
            value={code}
            autoComplete="off"
            maxLength={40}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && applyCode()}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={describedBy('discount-code', undefined, codeError)}
          />
          <Button variant="secondary" onClick={applyCode} disabled={busy || quote.isPending || !code.trim()}>
            Apply
          </Button>
        </div>
      </Field>
      {quoted?.code && (
        <p className="text-sm text-success" role="status">
          {quoted.code.code}: {quoted.code.summary}, you save{' '}
          {formatUsd((base.data?.total_cents ?? quoted.list_cents) - quoted.total_cents)}
        </p>
      )}
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">{asGift ? 'Gift to' : 'Minecraft account'}</dt>
          <dd className="break-all font-semibold">
            {asGift ? gift.recipientName.trim() || '—' : minecraftUsername}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">Supporting</dt>
          <dd className="font-semibold">{leader?.display_name ?? '—'}</dd>
        </div>
        {saleSaving > 0 && (
          <div className="flex justify-between">
            <dt className="text-muted">Sale</dt>
            <dd className="font-semibold text-success">−{formatUsd(saleSaving)}</dd>
          </div>
        )}
        <div className="flex justify-between text-lg font-bold">
          <dt>Total</dt>
          <dd aria-busy={total === undefined}>{total === undefined ? 'Pricing…' : formatUsd(total)}</dd>
        </div>
      </dl>
      <GiftSection gift={gift} onChange={setGift} hasPlan={hasPlan} ownName={minecraftUsername} />
      <p className="text-xs text-muted">You will be sent to our payment provider to pay securely.</p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
        </Button>
        <Button
          className="flex-1"
          onClick={pay}
          disabled={busy || total === undefined || (asGift && !giftReady)}
          aria-busy={busy}
        >
          {busy ? 'Redirecting...' : total === undefined ? 'Pay' : `Pay ${formatUsd(total)}`}
        </Button>
      </div>
    </div>
  );
}
