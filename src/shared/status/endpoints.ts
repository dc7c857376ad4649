/** The status page's rows of the browser endpoint table. */
import { endpoint } from '../api/endpoint';
import { publicIncidentsResponse } from './incidents-api';
import { statusReport } from './status';

export const statusEndpoints = {
  report: endpoint({
    method: 'GET',
    path: '/status',
    auth: 'public',
    summary: "Each component's state, measured now",
    answer: statusReport,
  }),
  incidents: endpoint({
    method: 'GET',
    path: '/status/incidents',
    auth: 'public',
    summary: 'Incidents open now or ended recently',
    answer: publicIncidentsResponse,
  }),
};
