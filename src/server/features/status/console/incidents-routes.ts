/** /api/staff/incidents: list, post and update the incidents /status-page shows. Staff only, audited. */
import { Hono } from 'hono';
import { UUID_PATTERN } from '../../../../shared/ids';
import { incidentCreateSchema, incidentUpdateSchema } from '../../../../shared/status/console/incidents';
import type { StaffIncidentResponse, StaffIncidentsResponse } from '../../../../shared/status/incidents-api';
import type { AppEnv, Deps } from '../../../context';
import { notFound } from '../../../lib/errors';
import { readJson, validate } from '../../../lib/validate';
import { requireStaff } from '../../auth';
import { createIncident, listStaffIncidents, updateIncident } from './incidents';

const STAFF_ONLY = 'Only staff members can post incidents.';

export function incidentsConsoleRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      requireStaff(c, STAFF_ONLY);
      return c.json({ incidents: await listStaffIncidents(db) } satisfies StaffIncidentsResponse);
    })
    .post('/', async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const input = validate(incidentCreateSchema, await readJson(c.req.raw));
      const incident = await createIncident(db, actor, input, deps.now());
      return c.json({ incident } satisfies StaffIncidentResponse, 201);
    })
    .patch('/:id', async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const id = c.req.param('id').toLowerCase();
      const input = validate(incidentUpdateSchema, await readJson(c.req.raw));
      if (!UUID_PATTERN.test(id)) throw notFound('No such incident.');
      const incident = await updateIncident(db, actor, id, input, deps.now());
      return c.json({ incident } satisfies StaffIncidentResponse);
    });
}
