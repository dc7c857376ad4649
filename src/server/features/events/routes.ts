import { eventEndpoints } from '../../../shared/arena/event-endpoints';
import type { EventsResponse, RegistrationResult } from '../../../shared/arena/types';
import type { Deps } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { pathId } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { requireUser } from '../auth';
import { assertNotBanned } from '../bans';
import { listEvents, register, withdraw } from './queries';

/** Read after the rate limit (and, to register, the ban check), so a made-up id costs a try like any other. */
const eventId = (raw: string) => pathId(raw, 'No such event.');

/**
 * GET /api/events → { events }; POST and DELETE /api/events/:id/registration (signed in) →
 * { event } with the updated count and the caller's registration.
 */
export function eventRoutes(deps: Deps) {
  const { db } = deps.database;
  const limit = (userId: string) =>
    consumeRateLimit(
      db,
      `event-registration:${userId}`,
      30,
      60,
      'Too many registration changes. Try again in a minute.',
    );
  return endpointRoutes('/events')
    .on(eventEndpoints.list, async (c) => {
      c.header('Cache-Control', c.var.user ? 'private, no-cache' : 'no-cache');
      return c.json({
        events: await listEvents(db, c.var.user?.id ?? null, deps.now()),
      } satisfies EventsResponse);
    })
    .on(eventEndpoints.register, async (c) => {
      const user = requireUser(c);
      await assertNotBanned(db, user.id, deps.now());
      await limit(user.id);
      return c.json<RegistrationResult>({
        event: await register(db, eventId(c.req.param('id')), user.id, deps.now()),
      });
    })
    .on(eventEndpoints.withdraw, async (c) => {
      const user = requireUser(c);
      await limit(user.id);
      return c.json<RegistrationResult>({
        event: await withdraw(db, eventId(c.req.param('id')), user.id, deps.now()),
      });
    }).routes;
}
