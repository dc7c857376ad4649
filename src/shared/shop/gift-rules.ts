/**
 * The gift rules the browser checks as the buyer types, and the recipient look-up's answer, kept
 * apart from the request schemas (`gifts.ts`, full zod): the shop's endpoint table and its pages
 * import these, and zod would otherwise ride along on every shop page's first load.
 */
import * as zm from 'zod/mini';

export const MINECRAFT_NAME = /^[A-Za-z0-9_]{3,16}$/;
export const GIFT_MESSAGE_MAX = 200;

export const GIFT_SUBSCRIPTION_REFUSED =
  'A rank plan cannot be a gift: it renews on your card every period. Gift one-time items, or buy the plan for yourself.';

export const giftRecipientResponse = zm.object({
  /** The name as the player spells it when known, else as typed. */
  name: zm.string(),
  /** A player seen on our server (linked or met in game). */
  known: zm.boolean(),
  /** The player has linked a site account, so they will see the gift in their history too. */
  linked: zm.boolean(),
});
export type GiftRecipientResponse = zm.infer<typeof giftRecipientResponse>;
