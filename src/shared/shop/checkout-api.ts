/**
 * The shop's wire contract: attestation and checkout requests (validated on both sides; the server
 * is the authority), and the purchase and dashboard answers. Money is integer US cents.
 */
import { z } from 'zod';

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
  minecraftUsername: z.string().max(64).nullish(),
  attestationId: z.uuid().nullish(),
  evPolicyAttestationId: z.uuid().nullish(),
  /** Ignored: the server builds its own return addresses. */
  successUrl: z.unknown().optional(),
  cancelUrl: z.unknown().optional(),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutRequest = z.output<typeof checkoutSchema>;

export interface CheckoutResponse {
  url: string;
}

export const PURCHASE_STATUSES = [
  'pending',
  'completed',
  'failed',
  'refunded',
  'disputed',
  'canceled',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export interface PurchaseItemView {
  item_name: string;
  item_price_cents: number;
  quantity: number;
  total_price_cents: number;
}

export interface PurchaseView {
  id: string;
  created_at: string;
  completed_at: string | null;
  status: PurchaseStatus;
  total_amount_cents: number;
  currency: string;
  minecraft_username: string;
  payment_session_id: string | null;
  gym_leader: { id: string; display_name: string; element: string } | null;
  purchase_items: PurchaseItemView[];
}

export interface PurchasesResponse {
  purchases: PurchaseView[];
}

export interface DashboardResponse {
  id: string;
  gym_leader_id: string;
  display_name: string;
  element: string;
  badges_awarded: number;
  /** 0..1 fraction. */
  win_rate: number;
  status: string;
  /** Net earnings credited so far (after refunds and disputes). */
  earnings_to_date_cents: number;
  payouts_to_date_cents: number;
  /** Earnings still inside the refund window (part of the balance, not yet payable). */
  pending_cents: number;
  /** Earnings minus payouts. */
  balance_cents: number;
  /** The part of the balance that can be paid out now. */
  available_cents: number;
}

/** What the labelled test checkout shows (demo mode only). */
export interface TestCheckoutView {
  session_id: string;
  status: PurchaseStatus;
  total_amount_cents: number;
  purchase_items: PurchaseItemView[];
}
