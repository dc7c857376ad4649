/**
 * The console's view of the in-game delivery queue (GET /api/staff/deliveries, retry, cancel).
 * "failed" is a delivery that failed at least once and waits in back-off; "dead" gave up (or was
 * cancelled by staff: the schema has no separate state, see docs/spec-mapping.md).
 */
import * as z from 'zod/mini';
import { z as zod } from '../../zod';

export const DELIVERY_LIST_STATES = ['attention', 'failed', 'dead', 'pending', 'leased'] as const;
export type DeliveryListState = (typeof DELIVERY_LIST_STATES)[number];

export const DELIVERY_LIST_STATE_LABELS: Record<DeliveryListState, string> = {
  attention: 'Failed and dead',
  failed: 'Failed (retrying)',
  dead: 'Dead',
  pending: 'Pending',
  leased: 'Leased',
};

/** Shown as the last error of a delivery staff cancelled. */
export const CANCELLED_BY_STAFF = 'Cancelled by staff';

export const DELIVERY_LIST_LIMIT = 100;

/** GET /api/staff/deliveries?state= (default: failed and dead). */
export const deliveriesQuerySchema = zod.object({
  state: zod.preprocess(
    (v) => (v === '' ? undefined : v),
    zod.enum(DELIVERY_LIST_STATES, { error: 'Choose a delivery state.' }).default('attention'),
  ),
});

export const staffDelivery = z.object({
  id: z.string(),
  status: z.enum(['pending', 'leased', 'delivered', 'dead']),
  player_uuid: z.string(),
  player_name: z.nullable(z.string()),
  command: z.string(),
  require_online: z.boolean(),
  failed_attempts: z.number(),
  hand_outs: z.number(),
  last_error: z.nullable(z.string()),
  /** What queued it, e.g. `shop:grant:<purchase id>`. */
  source: z.string(),
  purchase_id: z.nullable(z.string()),
  next_attempt_at: z.string(),
  created_at: z.string(),
});
export type StaffDelivery = z.infer<typeof staffDelivery>;

export const staffDeliveriesResponse = z.object({ deliveries: z.array(staffDelivery) });
export type StaffDeliveriesResponse = z.infer<typeof staffDeliveriesResponse>;

/** POST /api/staff/deliveries/:id/retry and /cancel */
export const staffDeliveryResponse = z.object({ delivery: staffDelivery });
export type StaffDeliveryResponse = z.infer<typeof staffDeliveryResponse>;
