/** The status report's row of the browser endpoint table (the footer's chip reads it on every page). */
import { endpoint, type Summaries } from '../api/endpoint';
import { statusReport } from './status';

export const statusEndpoints = {
  report: endpoint({
    method: 'GET',
    path: '/status',
    auth: 'public',
    answer: statusReport,
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const statusSummaries: Summaries<typeof statusEndpoints> = {
  report: "Each component's state, measured now",
};
