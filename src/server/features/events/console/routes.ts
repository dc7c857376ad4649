/** /api/staff/events: list (every status), create and edit the events /events shows. Staff only, audited. */
import { Hono } from 'hono';
import type { StaffEventResponse, StaffEventsResponse } from '../../../../shared/events/console/api';
import { eventCreateSchema, eventUpdateSchema } from '../../../../shared/events/console/requests';
import { UUID_PATTERN } from '../../../../shared/ids';
import type { AppEnv, Deps } from '../../../context';
import { notFound } from '../../../lib/errors';
import { readJson, validate } from '../../../lib/validate';
import { requireStaff } from '../../auth';
import { createEvent, listStaffEvents, updateEvent } from './editing';

const STAFF_ONLY = 'Only staff members can manage events.';

export function eventConsoleRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      requireStaff(c, STAFF_ONLY);
      return c.json({ events: await listStaffEvents(db) } satisfies StaffEventsResponse);
    })
    .post('/', async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const input = validate(eventCreateSchema, await readJson(c.req.raw));
      return c.json({ event: await createEvent(db, actor, input) } satisfies StaffEventResponse, 201);
    })
    .patch('/:id', async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const id = c.req.param('id').toLowerCase();
      const input = validate(eventUpdateSchema, await readJson(c.req.raw));
      if (!UUID_PATTERN.test(id)) throw notFound('No such event.');
      return c.json({ event: await updateEvent(db, actor, id, input) } satisfies StaffEventResponse);
    });
}
