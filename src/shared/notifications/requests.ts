/** Request schemas of the inbox (full zod: only the server and the preferences form load them). */
import { z } from '../zod';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS } from './kinds';

export const notificationsQuery = z.object({
  /** An opaque cursor from the previous page's `next_before`. */
  before: z.string().max(100).optional(),
});

export const notificationPreferencesUpdate = z.object({
  preferences: z
    .array(z.object({ kind: z.enum(NOTIFICATION_KINDS), delivery: z.enum(NOTIFICATION_DELIVERIES) }))
    .max(NOTIFICATION_KINDS.length * 2),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdate>;
