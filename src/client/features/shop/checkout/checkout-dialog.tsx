/** The checkout dialog: which step to show, and the progress bar. Each step is its own file. */
import { type CheckoutStep, nextStep, previousStep, reconcileStep } from '@shared/shop/checkout-steps';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useSession } from '../../auth';
import { type AttestationIds, AttestationStep } from './attestation-step';
import { AuthStep } from './auth-step';
import { GymLeaderStep } from './gym-leader-step';
import { LinkStep } from './link-step';
import { PaymentStep } from './payment-step';

const STEP_LABELS: Record<CheckoutStep, string> = {
  auth: 'Sign in',
  'minecraft-link': 'Link Minecraft',
  'gym-leader': 'Gym Leader',
  attestation: 'Confirm',
  payment: 'Payment',
};
const STEPS = Object.keys(STEP_LABELS) as CheckoutStep[];

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
  const [attestationIds, setAttestationIds] = useState<AttestationIds | null>(null);
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
