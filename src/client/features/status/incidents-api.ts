/** The status page's incidents: open ones and those ended in the last week; staff posts reach the page as they happen. */
import { incidentEndpoints } from '@shared/status/incident-endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { statusKeys } from './query-keys';

export const publicIncidentsQuery = queryOptions({
  queryKey: statusKeys.publicIncidents(),
  queryFn: () => api(incidentEndpoints.incidents),
});
