import { catalogItemForLine, prepareCheckoutItems } from '@shared/shop/cart';
import { formatUsd } from '@shared/shop/catalog';
import { CHECKOUT_MESSAGES } from '@shared/shop/checkout-steps';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { fieldErrorsOf, reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { leadersQuery } from '../../arena';
import { useCart } from '../cart-store';
import { useCatalogItems } from '../catalog-queries';
import { useQuoteCart, useStartCheckout } from '../checkout-api';
import type { AttestationIds } from './attestation-step';
import { type GiftChoice, GiftSection, NO_GIFT, useGiftReady } from './gift-section';

/** Step 5: the order summary, then off to the payment provider with the server-priced cart. */
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
  // Once the server has priced the cart (sales and the code), its total is the one shown and paid.
  const quoted = quote.data;
  const total = quoted?.total_cents ?? items.reduce((sum, i) => sum + i.price * i.quantity, 0);
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
        minecraftUsername,
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
          }),
      },
    );
  };

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Order summary">
        {items.map((i) => (
          <li key={i.id} className="flex justify-between gap-3 px-3 py-2 text-sm">
            <span>
              {i.name} × {i.quantity}
            </span>
            <span className="font-semibold">{formatUsd(i.price * i.quantity)}</span>
          </li>
        ))}
      </ul>
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
          {formatUsd(quoted.list_cents - quoted.total_cents)}
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
        <div className="flex justify-between text-lg font-bold">
          <dt>Total</dt>
          <dd>{formatUsd(total)}</dd>
        </div>
      </dl>
      <GiftSection gift={gift} onChange={setGift} hasPlan={hasPlan} ownName={minecraftUsername} />
      <p className="text-xs text-muted">You will be sent to our payment provider to pay securely.</p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
        </Button>
        <Button className="flex-1" onClick={pay} disabled={busy || (asGift && !giftReady)} aria-busy={busy}>
          {busy ? 'Redirecting...' : `Pay ${formatUsd(total)}`}
        </Button>
      </div>
    </div>
  );
}
