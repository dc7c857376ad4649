/** The console's Incidents tab rows of the browser endpoint table: list, post and update incidents. */
import { endpoint, requestType, type Summaries } from '../../api/endpoint';
import type { z } from '../../zod';
import { staffIncidentResponse, staffIncidentsResponse } from '../incidents-api';
import type { incidentCreateSchema, incidentUpdateSchema } from './incidents';

export const incidentConsoleEndpoints = {
  list: endpoint({ method: 'GET', path: '/staff/incidents', auth: 'staff', answer: staffIncidentsResponse }),
  create: endpoint({
    method: 'POST',
    path: '/staff/incidents',
    auth: 'staff',
    answer: staffIncidentResponse,
    body: requestType<z.input<typeof incidentCreateSchema>>(),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/staff/incidents/:id',
    auth: 'staff',
    answer: staffIncidentResponse,
    body: requestType<z.input<typeof incidentUpdateSchema>>(),
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const incidentConsoleSummaries: Summaries<typeof incidentConsoleEndpoints> = {
  list: 'Every incident and maintenance, resolved ones included',
  create: 'Post an incident or a maintenance to the status page, audited',
  update: "Change an incident's texts, state, severity or services, audited",
};
