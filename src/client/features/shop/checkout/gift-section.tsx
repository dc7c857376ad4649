/**
 * "This is a gift": the recipient's Minecraft name (a player we know shows their head; a name we
 * have never seen needs the buyer to confirm the spelling) and an optional short message. The
 * server checks the same rules and refuses a rank plan as a gift; this says so before paying.
 */
import { GIFT_MESSAGE_MAX, GIFT_SUBSCRIPTION_REFUSED, MINECRAFT_NAME } from '@shared/shop/gift-rules';
import { useQuery } from '@tanstack/react-query';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { MinecraftHead } from '../../../components/ui/minecraft-head';
import { Textarea } from '../../../components/ui/textarea';
import { giftRecipientQuery } from '../checkout-api';

export interface GiftChoice {
  on: boolean;
  recipientName: string;
  confirmUnknownName: boolean;
  message: string;
}

export const NO_GIFT: GiftChoice = { on: false, recipientName: '', confirmUnknownName: false, message: '' };

/** Whether the gift may be sent as chosen: a well-formed name, known or confirmed. */
export function useGiftReady(gift: GiftChoice, ownName: string) {
  const name = gift.recipientName.trim();
  const lookup = useQuery(giftRecipientQuery(name));
  if (!gift.on) return { ready: true, lookup };
  const wellFormed = MINECRAFT_NAME.test(name) && name.toLowerCase() !== ownName.toLowerCase();
  const known = lookup.data?.known === true;
  return { ready: wellFormed && (known || (lookup.isSuccess && gift.confirmUnknownName)), lookup };
}

export function GiftSection({
  gift,
  onChange,
  hasPlan,
  ownName,
}: {
  gift: GiftChoice;
  onChange: (gift: GiftChoice) => void;
  hasPlan: boolean;
  ownName: string;
}) {
  const { lookup } = useGiftReady(gift, ownName);
  const name = gift.recipientName.trim();
  const nameError =
    name && !MINECRAFT_NAME.test(name)
      ? 'A Minecraft name is 3 to 16 letters, digits or _.'
      : name.toLowerCase() === ownName.toLowerCase()
        ? 'That is your own name: untick "This is a gift" to buy for yourself.'
        : undefined;
  const found =
    !nameError && lookup.data?.name.toLowerCase() === name.toLowerCase() ? lookup.data : undefined;

  if (hasPlan) {
    return (
      <p className="rounded-xl border border-border bg-surface-2 p-3 text-sm text-muted">
        {GIFT_SUBSCRIPTION_REFUSED}
      </p>
    );
  }
  return (
    <fieldset className="space-y-3 rounded-xl border border-border p-3">
      <legend className="sr-only">Gift</legend>
      <Checkbox
        id="gift-on"
        label="This is a gift for another player"
        checked={gift.on}
        onChange={(e) => onChange({ ...gift, on: e.target.checked })}
      />
      {gift.on && (
        <>
          <Field id="gift-recipient" label="Recipient's Minecraft name" required error={nameError}>
            <Input
              id="gift-recipient"
              value={gift.recipientName}
              autoComplete="off"
              maxLength={16}
              onChange={(e) =>
                onChange({ ...gift, recipientName: e.target.value, confirmUnknownName: false })
              }
            />
          </Field>
          {found?.known && (
            <p className="flex items-center gap-2 text-sm text-fg" aria-live="polite">
              <MinecraftHead username={found.name} name={found.name} size={32} />
              <span>
                <strong>{found.name}</strong> plays here
                {found.linked ? ' and will see the gift in their purchase history.' : '.'}
              </span>
            </p>
          )}
          {found && !found.known && (
            <Checkbox
              id="gift-confirm"
              label={`No player named ${found.name} has played here yet. I have checked the spelling: deliver to ${found.name}.`}
              checked={gift.confirmUnknownName}
              onChange={(e) => onChange({ ...gift, confirmUnknownName: e.target.checked })}
            />
          )}
          <Field
            id="gift-message"
            label="Message (optional)"
            hint={`${gift.message.length}/${GIFT_MESSAGE_MAX} characters, plain text`}
          >
            <Textarea
              id="gift-message"
              rows={2}
              maxLength={GIFT_MESSAGE_MAX}
              value={gift.message}
              onChange={(e) => onChange({ ...gift, message: e.target.value })}
            />
          </Field>
        </>
      )}
    </fieldset>
  );
}
