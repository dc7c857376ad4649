/**
 * Buying for another player: the recipient's Minecraft name, the buyer's confirmation when the
 * name is not a player we know, and an optional short plain-text message. The server checks all of
 * it again (and refuses a plan as a gift); the checkout dialog uses the same rules (`gift-rules.ts`).
 */
import { z } from '../zod';
import { GIFT_MESSAGE_MAX, MINECRAFT_NAME } from './gift-rules';

export const giftRecipientName = z
  .string()
  .trim()
  .regex(MINECRAFT_NAME, 'Enter a Minecraft name (3 to 16 letters, digits or _).');

/** Control characters would let a message pretend to be something else on the page; refuse them. */
const hasControl = (text: string) =>
  [...text].some((ch) => {
    const code = ch.codePointAt(0)!;
    return (code < 32 && ch !== '\n' && ch !== '\t') || code === 127;
  });

export const giftSchema = z.object({
  recipientName: giftRecipientName,
  /** Required when the name is not a known player: the buyer confirms the spelling themselves. */
  confirmUnknownName: z.boolean().optional(),
  message: z
    .string()
    .trim()
    .max(GIFT_MESSAGE_MAX, `A gift message can be at most ${GIFT_MESSAGE_MAX} characters.`)
    .refine((m) => !hasControl(m), 'A gift message is plain text on one or a few lines.')
    .optional(),
});

/** GET /api/shop/gift-recipient?name= */
export const giftRecipientQuery = z.object({ name: giftRecipientName });
