/**
 * The status page's incidents row, apart from the report's so the footer, on every page, does not
 * carry the incidents' schemas.
 */
import { endpoint, type Summaries } from '../api/endpoint';
import { publicIncidentsResponse } from './incidents-api';

export const incidentEndpoints = {
  incidents: endpoint({
    method: 'GET',
    path: '/status/incidents',
    auth: 'public',
    answer: publicIncidentsResponse,
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const incidentSummaries: Summaries<typeof incidentEndpoints> = {
  incidents: 'Incidents open now or ended recently',
};
