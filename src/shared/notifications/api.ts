/** Wire shapes of the inbox: the list, the unread count and the preferences. */
import * as z from 'zod/mini';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS } from './kinds';

export const notificationView = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A site path to what it is about, or null. */
  link: z.nullable(z.string()),
  created_at: z.string(),
  read_at: z.nullable(z.string()),
});
export type NotificationView = z.infer<typeof notificationView>;

/** GET /api/me/notifications?before=: newest first; `next_before` fetches the next page. */
export const notificationsResponse = z.object({
  notifications: z.array(notificationView),
  next_before: z.nullable(z.string()),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** GET /api/me/notifications/unread-count, and the answer of every mark-read call. */
export const unreadCountResponse = z.object({ unread: z.number() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const notificationPreference = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  delivery: z.enum(NOTIFICATION_DELIVERIES),
});

/** GET and PUT /api/me/notification-preferences: every kind with its delivery. */
export const notificationPreferencesResponse = z.object({
  preferences: z.array(notificationPreference),
  /** Discord refused our direct messages to them (closed DMs): none are sent until they resume. */
  discord_dms_blocked: z.boolean(),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponse>;
