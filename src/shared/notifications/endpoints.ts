/** The inbox's rows of the browser endpoint table: a player's own notifications and preferences. */
import { endpoint, requestType, type Summaries } from '../api/endpoint';
import type { z } from '../zod';
import { notificationPreferencesResponse, notificationsResponse, unreadCountResponse } from './api';
import type { notificationPreferencesUpdate } from './requests';

export const notificationEndpoints = {
  list: endpoint({ method: 'GET', path: '/me/notifications', auth: 'user', answer: notificationsResponse }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/me/notifications/unread-count',
    auth: 'user',
    answer: unreadCountResponse,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/me/notifications/:id/read',
    auth: 'user',
    answer: unreadCountResponse,
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/me/notifications/read-all',
    auth: 'user',
    answer: unreadCountResponse,
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/me/notification-preferences',
    auth: 'user',
    answer: notificationPreferencesResponse,
  }),
  savePreferences: endpoint({
    method: 'PUT',
    path: '/me/notification-preferences',
    auth: 'user',
    answer: notificationPreferencesResponse,
    body: requestType<z.input<typeof notificationPreferencesUpdate>>(),
  }),
  resumeDiscordDms: endpoint({
    method: 'POST',
    path: '/me/notification-preferences/resume-discord',
    auth: 'user',
    answer: notificationPreferencesResponse,
  }),
};

export const notificationSummaries: Summaries<typeof notificationEndpoints> = {
  list: "The signed-in player's notifications, newest first, 20 a page (`?before=` the previous page's cursor)",
  unreadCount: "How many of the signed-in player's notifications are unread",
  markRead: 'Mark one of your notifications read; answers the unread count',
  markAllRead: 'Mark all your notifications read; answers the unread count',
  preferences: 'Per kind of notification: on the site only, or also as a Discord message',
  savePreferences: 'Save deliveries per kind (kinds left out keep theirs)',
  resumeDiscordDms: 'Try Discord messages again after Discord refused them (closed DMs)',
};
