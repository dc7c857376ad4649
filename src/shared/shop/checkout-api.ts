/**
 * The shop's requests: attestation and checkout (validated on both sides; the server is the
 * authority). The answers are in `purchases.ts`.
 */
import { z } from '../zod';
import { giftSchema } from './gifts';

export const ATTESTATION_TYPES = ['minecraft_online_requirement', 'ev_editor_policy'] as const;

export const attestationSchema = z.object({
  attestation_type: z.enum(ATTESTATION_TYPES, 'Unknown attestation type'),
  attestation_text: z.string().trim().min(1, 'Attestation text is required').max(4000),
  user_confirmation: z.string().trim().min(1, 'Please confirm attestation').max(500),
});
export type AttestationInput = z.input<typeof attestationSchema>;

/** A cart line as the browser sends it. Only `price_id` (or a legacy `id`) and `quantity` count. */
export const checkoutLineSchema = z.object({
  id: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
  /** Ignored: the server prices every line from the catalog. */
  price: z.unknown().optional(),
  quantity: z
    .number('Quantity must be a whole number')
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(99, 'Quantity can be at most 99'),
  price_id: z.string().max(100).optional(),
});

const leaderRef = z.union([z.uuid(), z.object({ id: z.uuid() }).transform((l) => l.id)]);

export const checkoutSchema = z.object({
  cartItems: z.array(checkoutLineSchema).max(50, 'Too many items in the cart'),
  selectedGymLeader: leaderRef.nullish(),
  /** Ignored: the buyer confirms the name in the online attestation, which the server checks. */
  minecraftUsername: z.unknown().optional(),
  attestationId: z.uuid().nullish(),
  evPolicyAttestationId: z.uuid().nullish(),
  /** Buying for another player (one-time items only). */
  gift: giftSchema.nullish(),
  /** A discount code as the buyer typed it; matched without regard to case. */
  discountCode: z.string().trim().max(40, 'Codes are at most 40 characters').nullish(),
  /** Ignored: the server builds its own return addresses. */
  successUrl: z.unknown().optional(),
  cancelUrl: z.unknown().optional(),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutRequest = z.output<typeof checkoutSchema>;

/** POST /api/shop/plan/change: move the buyer's active rank plan to another plan. */
export const planChangeSchema = z.object({
  price_id: z.string().trim().min(1, 'Choose a plan').max(100),
  /** Needed when the new plan includes the EV editor. */
  evPolicyAttestationId: z.uuid().nullish(),
});
export type PlanChangeInput = z.input<typeof planChangeSchema>;

/** POST /api/shop/checkout/quote: what the cart costs now, with the sales and the typed code. */
export const quoteSchema = z.object({
  cartItems: z.array(checkoutLineSchema).min(1, 'Cart is empty').max(50, 'Too many items in the cart'),
  discountCode: z.string().trim().max(40, 'Codes are at most 40 characters').nullish(),
});
export type QuoteInput = z.input<typeof quoteSchema>;
