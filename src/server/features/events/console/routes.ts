/**
 * /api/staff/events: list (every status), create and edit the events /events shows, see and remove
 * their registrations. Staff only, audited.
 */
import type {
  StaffEventRegistrationsResponse,
  StaffEventResponse,
  StaffEventsResponse,
} from '../../../../shared/events/console/api';
import { eventConsoleEndpoints } from '../../../../shared/events/console/endpoints';
import { eventCreateSchema, eventUpdateSchema } from '../../../../shared/events/console/requests';
import type { Deps } from '../../../context';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { pathId } from '../../../lib/errors';
import { requireStaff } from '../../auth';
import {
  createEvent,
  listEventRegistrations,
  listStaffEvents,
  removeEventRegistration,
  updateEvent,
} from './editing';

const STAFF_ONLY = 'Only staff members can manage events.';

export function eventConsoleRoutes(deps: Deps) {
  const { db } = deps.database;
  const rows = eventConsoleEndpoints;
  return endpointRoutes('/staff/events')
    .on(rows.list, async (c) => {
      requireStaff(c, STAFF_ONLY);
      return c.json({ events: await listStaffEvents(db) } satisfies StaffEventsResponse);
    })
    .on(rows.create, { body: eventCreateSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const input = await request.body();
      return c.json({ event: await createEvent(db, actor, input) } satisfies StaffEventResponse, 201);
    })
    .on(rows.update, { body: eventUpdateSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const id = pathId(c.req.param('id'), 'No such event.');
      const input = await request.body();
      return c.json({ event: await updateEvent(db, actor, id, input) } satisfies StaffEventResponse);
    })
    .on(rows.registrations, async (c) => {
      requireStaff(c, STAFF_ONLY);
      const id = pathId(c.req.param('id'), 'No such event.');
      return c.json({
        registrations: await listEventRegistrations(db, id),
      } satisfies StaffEventRegistrationsResponse);
    })
    .on(rows.removeRegistration, async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      // A missing event answers as its registration would: neither names anything here.
      const id = pathId(c.req.param('id'), 'No such registration.');
      const registrationId = pathId(c.req.param('registrationId'), 'No such registration.');
      return c.json({
        event: await removeEventRegistration(db, actor, id, registrationId),
      } satisfies StaffEventResponse);
    }).routes;
}
