import { hasMasterRank } from '@shared/shop/cart';
import { CHECKOUT_MESSAGES, usernameMatches, validateAttestation } from '@shared/shop/checkout-steps';
import { EV_EDITOR_POLICY_RULES, EV_POLICY_ATTESTATION_TEXT } from '@shared/shop/ranks';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { reportFailure } from '../../../lib/api-errors';
import { useCart } from '../cart-store';
import { useCatalogItems } from '../catalog-queries';
import { useSaveAttestation } from '../checkout-api';

/** The attestations the payment step sends with the checkout (the EV one only with a Master rank). */
export interface AttestationIds {
  online: string;
  ev: string | null;
}

const onlineAttestationText = (name: string) =>
  `I confirm that I will be online on the Minecraft server as ${name} to receive my purchase, and that items are delivered only to this account.`;

/** Step 4: the buyer confirms being online as the linked player (and the EV Editor Policy for Master). */
export function AttestationStep({
  minecraftUsername,
  onBack,
  onDone,
}: {
  minecraftUsername: string;
  onBack: () => void;
  onDone: (ids: AttestationIds) => void;
}) {
  const cart = useCart();
  const master = hasMasterRank(cart.items, useCatalogItems());
  const [attested, setAttested] = useState(false);
  const [evPolicyConfirmed, setEvPolicyConfirmed] = useState(false);
  const [typedUsername, setTypedUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const usernameId = useId();
  const attestation = useSaveAttestation();

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
          await attestation.mutateAsync({
            attestation_type: 'minecraft_online_requirement',
            attestation_text: onlineAttestationText(minecraftUsername),
            user_confirmation: typedUsername.trim(),
          })
        ).id;
      } catch (err) {
        reportFailure(err, {
          title: 'Error',
          description: 'Failed to save attestation. Please try again.',
          serverMessage: 'none',
        });
        return;
      }
      let ev: string | null = null;
      if (master) {
        try {
          ev = (
            await attestation.mutateAsync({
              attestation_type: 'ev_editor_policy',
              attestation_text: EV_POLICY_ATTESTATION_TEXT,
              user_confirmation: typedUsername.trim(),
            })
          ).id;
        } catch (err) {
          reportFailure(err, {
            title: 'Error',
            description: 'Failed to save EV Editor Policy attestation. Please try again.',
            serverMessage: 'none',
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
