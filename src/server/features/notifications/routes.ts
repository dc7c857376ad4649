/**
 * /api/me/notifications and /api/me/notification-preferences: the signed-in player's own inbox
 * and their choice per kind. Every query is scoped to the reader; another account's notification
 * is answered 404, as if it did not exist.
 */
import { Hono } from 'hono';
import type {
  NotificationPreferencesResponse,
  NotificationsResponse,
  UnreadCountResponse,
} from '../../../shared/notifications/api';
import { notificationEndpoints } from '../../../shared/notifications/endpoints';
import { notificationPreferencesUpdate, notificationsQuery } from '../../../shared/notifications/requests';
import type { AppEnv, Deps } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { pathId } from '../../lib/errors';
import { requireUser } from '../auth';
import {
  discordDmsBlocked,
  listNotifications,
  markAllRead,
  markRead,
  preferencesOf,
  resumeDiscordDms,
  savePreferences,
  unreadCount,
} from './inbox';

export function notificationRoutes(deps: Deps) {
  const { db } = deps.database;
  const rows = notificationEndpoints;
  const answerCount = async (userId: string) =>
    ({ unread: await unreadCount(db, userId) }) satisfies UnreadCountResponse;
  const answerPreferences = async (userId: string) =>
    ({
      preferences: await preferencesOf(db, userId),
      discord_dms_blocked: await discordDmsBlocked(db, userId),
    }) satisfies NotificationPreferencesResponse;
  // A reader's own inbox: never kept by a cache.
  const routes = new Hono<AppEnv>();
  routes.use('/notification*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return endpointRoutes('/me', routes)
    .on(rows.list, { query: notificationsQuery }, async (c, request) => {
      const user = requireUser(c);
      const { before } = request.query();
      return c.json((await listNotifications(db, user.id, before)) satisfies NotificationsResponse);
    })
    .on(rows.unreadCount, async (c) => c.json(await answerCount(requireUser(c).id)))
    .on(rows.markAllRead, async (c) => {
      const user = requireUser(c);
      await markAllRead(db, user.id, deps.now());
      return c.json(await answerCount(user.id));
    })
    .on(rows.markRead, async (c) => {
      const user = requireUser(c);
      const id = pathId(c.req.param('id'), 'No such notification.');
      await markRead(db, user.id, id, deps.now());
      return c.json(await answerCount(user.id));
    })
    .on(rows.preferences, async (c) => {
      const user = requireUser(c);
      return c.json(await answerPreferences(user.id));
    })
    .on(rows.savePreferences, { body: notificationPreferencesUpdate }, async (c, request) => {
      const user = requireUser(c);
      await savePreferences(db, user.id, await request.body());
      return c.json(await answerPreferences(user.id));
    })
    .on(rows.resumeDiscordDms, async (c) => {
      const user = requireUser(c);
      await resumeDiscordDms(db, user.id);
      return c.json(await answerPreferences(user.id));
    }).routes;
}
