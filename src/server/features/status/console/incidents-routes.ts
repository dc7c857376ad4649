import { incidentConsoleEndpoints } from '../../../../shared/status/console/endpoints';
import { incidentCreateSchema, incidentUpdateSchema } from '../../../../shared/status/console/incidents';
import type { StaffIncidentResponse, StaffIncidentsResponse } from '../../../../shared/status/incidents-api';
import type { Deps } from '../../../context';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { pathId } from '../../../lib/errors';
import { requireStaff } from '../../auth';
import { createIncident, listStaffIncidents, updateIncident } from './incidents';

const STAFF_ONLY = 'Only staff members can post incidents.';

export function incidentsConsoleRoutes(deps: Deps) {
  const { db } = deps.database;
  const rows = incidentConsoleEndpoints;
  return endpointRoutes('/staff/incidents')
    .on(rows.list, async (c) => {
      requireStaff(c, STAFF_ONLY);
      return c.json({ incidents: await listStaffIncidents(db) } satisfies StaffIncidentsResponse);
    })
    .on(rows.create, { body: incidentCreateSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const input = await request.body();
      const incident = await createIncident(db, actor, input, deps.now());
      return c.json({ incident } satisfies StaffIncidentResponse, 201);
    })
    .on(rows.update, { body: incidentUpdateSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const id = pathId(c.req.param('id'), 'No such incident.');
      const input = await request.body();
      const incident = await updateIncident(db, actor, id, input, deps.now());
      return c.json({ incident } satisfies StaffIncidentResponse);
    }).routes;
}
