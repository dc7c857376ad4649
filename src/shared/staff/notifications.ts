/**
 * Staff notifications (the Discord outbox): what they are about, their states, and the console's
 * summary of the queue (GET /api/staff/notifications).
 */
import * as z from 'zod/mini';

/** A new form submission, a dispute opened, a delivery given up, a gym leader's balance below zero. */
export const STAFF_NOTICE_KINDS = ['submission', 'dispute', 'delivery_dead', 'leader_negative'] as const;
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number];

export const staffNotificationsResponse = z.object({
  /** STAFF_DISCORD_WEBHOOK_URL is set on this server. */
  enabled: z.boolean(),
  pending: z.number(),
  failed: z.number(),
  oldest_pending_at: z.nullable(z.string()),
});
export type StaffNotificationsResponse = z.infer<typeof staffNotificationsResponse>;
