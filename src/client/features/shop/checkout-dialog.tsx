import type { GymLeader } from '@shared/arena/types';
import { hasMasterRank, prepareCheckoutItems } from '@shared/shop/cart';
import { formatUsd } from '@shared/shop/catalog';
import {
  CHECKOUT_MESSAGES,
  type CheckoutStep,
  nextStep,
  previousStep,
  reconcileStep,
  usernameMatches,
  validateAttestation,
  validateGymLeader,
} from '@shared/shop/checkout-steps';
import { EV_EDITOR_POLICY_RULES } from '@shared/shop/ranks';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Link2, LogIn } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { leadersQuery } from '../arena/arena-queries';
import { PENDING_CHECKOUT_KEY } from '../auth/auth-error-toast';
import { startSignIn } from '../auth/sign-in';
import { useSession } from '../auth/use-session';
import { useCart } from './cart-store';
import { saveAttestation, startCheckout } from './checkout-api';

const LinkDialog = lazy(() => import('../account-link/link-dialog'));

const STEP_LABELS: Record<CheckoutStep, string> = {
  auth: 'Sign in',
  'minecraft-link': 'Link Minecraft',
  'gym-leader': 'Gym Leader',
  attestation: 'Confirm',
  payment: 'Payment',
};
const STEPS = Object.keys(STEP_LABELS) as CheckoutStep[];

export const onlineAttestationText = (name: string) =>
  `I confirm that I will be online on the Minecraft server as ${name} to receive my purchase, and that items are delivered only to this account.`;
export const EV_POLICY_TEXT = `I agree to the EV Editor Policy: ${EV_EDITOR_POLICY_RULES.join(' ')}`;

export default function CheckoutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const session = useSession();
  const minecraftUsername = session.player?.mc_username ?? null;
  const [chosen, setChosen] = useState<CheckoutStep>('gym-leader');
  const [attestationIds, setAttestationIds] = useState<{ online: string; ev: string | null } | null>(null);
  useEffect(() => {
    if (open) setChosen('gym-leader');
  }, [open]);
  const step = reconcileStep(chosen, { signedIn: Boolean(session.user), minecraftUsername });
  const go = (next: CheckoutStep) => setChosen(next);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Checkout"
      description={`Step ${STEPS.indexOf(step) + 1} of ${STEPS.length}: ${STEP_LABELS[step]}`}
      className="max-h-[92dvh] max-w-lg overflow-y-auto"
    >
      <ol className="mt-4 flex gap-1" aria-label="Checkout steps">
        {STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              i <= STEPS.indexOf(step) ? 'bg-primary' : 'bg-surface-2',
            )}
          >
            <span className="sr-only">{STEP_LABELS[s]}</span>
          </li>
        ))}
      </ol>
      <div className="mt-5">
        {session.loading ? (
          <Spinner label="Checking your session…" />
        ) : step === 'auth' ? (
          <AuthStep />
        ) : step === 'minecraft-link' ? (
          <LinkStep />
        ) : step === 'gym-leader' ? (
          <GymLeaderStep onNext={() => go(nextStep('gym-leader'))} />
        ) : step === 'attestation' ? (
          <AttestationStep
            minecraftUsername={minecraftUsername!}
            onBack={() => go(previousStep('attestation'))}
            onDone={(ids) => {
              setAttestationIds(ids);
              go(nextStep('attestation'));
            }}
          />
        ) : attestationIds ? (
          <PaymentStep
            minecraftUsername={minecraftUsername!}
            attestationIds={attestationIds}
            onBack={() => go(previousStep('payment'))}
          />
        ) : null}
      </div>
    </Dialog>
  );
}

function StepError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 text-sm font-semibold text-danger">
      {message}
    </p>
  );
}

function AuthStep() {
  return (
    <div className="space-y-4 text-center">
      <p className="font-semibold text-fg">{CHECKOUT_MESSAGES.login}</p>
      <p className="text-sm text-muted">
        Sign in with Discord to continue. Your cart is saved while you sign in.
      </p>
      <Button
        size="lg"
        onClick={() => {
          window.localStorage.setItem(PENDING_CHECKOUT_KEY, '1');
          startSignIn('/shop?checkout=pending');
        }}
      >
        <LogIn className="h-4 w-4" aria-hidden="true" /> Sign in with Discord
      </Button>
    </div>
  );
}

function LinkStep() {
  const [linkOpen, setLinkOpen] = useState(false);
  return (
    <div className="space-y-4 text-center">
      <p className="font-semibold text-fg">{CHECKOUT_MESSAGES.minecraft}</p>
      <p className="text-sm text-muted">
        Purchases are delivered in game, so link your Minecraft account before you pay.
      </p>
      <Button size="lg" aria-haspopup="dialog" onClick={() => setLinkOpen(true)}>
        <Link2 className="h-4 w-4" aria-hidden="true" /> Link Minecraft Account
      </Button>
      {linkOpen && (
        <Suspense fallback={<Spinner />}>
          <LinkDialog open={linkOpen} onOpenChange={setLinkOpen} />
        </Suspense>
      )}
    </div>
  );
}

function GymLeaderStep({ onNext }: { onNext: () => void }) {
  const cart = useCart();
  const leaders = useQuery(leadersQuery);
  const [error, setError] = useState<string | null>(null);
  if (leaders.isPending) return <Spinner label="Loading gym leaders…" />;
  if (leaders.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-danger">Failed to fetch gym leaders</p>
        <Button variant="secondary" onClick={() => void leaders.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const selectable = leaders.data.filter((l: GymLeader) => Boolean(l.player_uuid));
  if (selectable.length === 0) {
    return (
      <p role="alert" className="text-danger">
        No gym leaders available: contact an administrator.
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="font-semibold text-fg">Choose a gym leader to support</legend>
      <p className="mt-1 text-sm text-muted">Part of your purchase goes to the gym leader you pick.</p>
      <div className="mt-3 max-h-72 space-y-2 overflow-y-auto pr-1">
        {selectable.map((leader) => (
          <label
            key={leader.id}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition-colors',
              cart.selectedGymLeader === leader.id ? 'border-primary bg-primary/10' : 'border-border',
            )}
          >
            <input
              type="radio"
              name="gym-leader"
              value={leader.id}
              checked={cart.selectedGymLeader === leader.id}
              onChange={() => {
                cart.setGymLeader(leader.id);
                setError(null);
              }}
              className="h-4 w-4 accent-primary"
            />
            <span className="flex-1 font-semibold">{leader.display_name}</span>
            <span className="text-xs capitalize text-muted">{leader.element}</span>
          </label>
        ))}
      </div>
      <StepError message={error} />
      <Button
        className="mt-4 w-full"
        onClick={() => {
          const chosen = selectable.some((l) => l.id === cart.selectedGymLeader)
            ? cart.selectedGymLeader
            : null;
          const message = validateGymLeader({ selectedGymLeader: chosen });
          setError(message);
          if (!message) onNext();
        }}
      >
        Continue
      </Button>
    </fieldset>
  );
}

function AttestationStep({
  minecraftUsername,
  onBack,
  onDone,
}: {
  minecraftUsername: string;
  onBack: () => void;
  onDone: (ids: { online: string; ev: string | null }) => void;
}) {
  const cart = useCart();
  const master = hasMasterRank(cart.items);
  const [attested, setAttested] = useState(false);
  const [evPolicyConfirmed, setEvPolicyConfirmed] = useState(false);
  const [typedUsername, setTypedUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const usernameId = useId();

  const submit = async () => {
    const message = validateAttestation({
      attested,
      evPolicyConfirmed,
      hasMasterRank: master,
      typedUsername,
      minecraftUsername,
    });
    setError(message);
    if (message) return;
    setBusy(true);
    try {
      let online: string;
      try {
        online = (
          await saveAttestation({
            attestation_type: 'minecraft_online_requirement',
            attestation_text: onlineAttestationText(minecraftUsername),
            user_confirmation: typedUsername.trim(),
          })
        ).id;
      } catch (err) {
        console.error('Saving the attestation failed', err);
        toast.error('Error', { description: 'Failed to save attestation. Please try again.' });
        return;
      }
      let ev: string | null = null;
      if (master) {
        try {
          ev = (
            await saveAttestation({
              attestation_type: 'ev_editor_policy',
              attestation_text: EV_POLICY_TEXT,
              user_confirmation: typedUsername.trim(),
            })
          ).id;
        } catch (err) {
          console.error('Saving the EV Editor Policy attestation failed', err);
          toast.error('Error', {
            description: 'Failed to save EV Editor Policy attestation. Please try again.',
          });
          return;
        }
      }
      onDone({ online, ev });
    } finally {
      setBusy(false);
    }
  };

  const mismatch = error === CHECKOUT_MESSAGES.username;
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Checkbox
        id="attest-online"
        checked={attested}
        onChange={(e) => setAttested(e.target.checked)}
        label={onlineAttestationText(minecraftUsername)}
        error={error === CHECKOUT_MESSAGES.attestation ? error : undefined}
      />
      {master && (
        <div className="rounded-xl border border-warning/40 bg-warning/5 p-3">
          <p className="text-sm font-semibold text-warning">Master rank: EV Editor Policy</p>
          <ul className="mb-3 mt-2 list-disc space-y-1 pl-5 text-xs text-muted">
            {EV_EDITOR_POLICY_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <Checkbox
            id="attest-ev-policy"
            checked={evPolicyConfirmed}
            onChange={(e) => setEvPolicyConfirmed(e.target.checked)}
            label="I have read and agree to the EV Editor Policy"
            error={error === CHECKOUT_MESSAGES.evPolicy ? error : undefined}
          />
        </div>
      )}
      <div>
        <Label htmlFor={usernameId}>Type your Minecraft username to confirm</Label>
        <Input
          id={usernameId}
          className="mt-1"
          autoComplete="off"
          spellCheck={false}
          value={typedUsername}
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? `${usernameId}-error` : undefined}
          onChange={(e) => setTypedUsername(e.target.value)}
        />
        {mismatch ? (
          <p id={`${usernameId}-error`} role="alert" className="mt-1 text-sm font-semibold text-danger">
            {CHECKOUT_MESSAGES.username}: type <span className="font-mono">{minecraftUsername}</span> exactly.
          </p>
        ) : (
          <p className="mt-1 text-xs text-muted">
            {usernameMatches(typedUsername, minecraftUsername)
              ? 'Username confirmed.'
              : `Linked account: ${minecraftUsername}`}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
        </Button>
        <Button type="submit" className="flex-1" disabled={busy}>
          {busy ? 'Saving…' : 'Continue to Payment'}
        </Button>
      </div>
    </form>
  );
}

function PaymentStep({
  minecraftUsername,
  attestationIds,
  onBack,
}: {
  minecraftUsername: string;
  attestationIds: { online: string; ev: string | null };
  onBack: () => void;
}) {
  const cart = useCart();
  const leaders = useQuery(leadersQuery);
  const [busy, setBusy] = useState(false);
  const items = prepareCheckoutItems(cart.items);
  const total = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  const leader = leaders.data?.find((l) => l.id === cart.selectedGymLeader);

  const pay = async () => {
    if (items.length === 0) {
      toast.error('Error', { description: CHECKOUT_MESSAGES.emptyCart });
      return;
    }
    if (!cart.selectedGymLeader) {
      toast.error('Error', { description: CHECKOUT_MESSAGES.gymLeader });
      onBack();
      return;
    }
    setBusy(true);
    try {
      const origin = window.location.origin;
      const { url } = await startCheckout({
        cartItems: items.map(({ id, name, price, quantity, price_id }) => ({
          id,
          name,
          price,
          quantity,
          price_id,
        })),
        selectedGymLeader: cart.selectedGymLeader,
        minecraftUsername,
        attestationId: attestationIds.online,
        evPolicyAttestationId: attestationIds.ev,
        successUrl: `${origin}/shop?success=true`,
        cancelUrl: `${origin}/shop?canceled=true`,
      });
      if (!url) throw new Error('No checkout url returned');
      window.location.assign(url);
    } catch (err) {
      console.error('Checkout failed', err);
      toast.error('Checkout Error', { description: 'Failed to initiate checkout.' });
      setBusy(false);
    }
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
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">Minecraft account</dt>
          <dd className="font-semibold">{minecraftUsername}</dd>
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
      <p className="text-xs text-muted">You will be sent to our payment provider to pay securely.</p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
        </Button>
        <Button className="flex-1" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
          {busy ? 'Redirecting...' : `Pay ${formatUsd(total)}`}
        </Button>
      </div>
    </div>
  );
}
