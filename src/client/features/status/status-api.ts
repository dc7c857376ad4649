/** The services' state, read by the status page and the footer's game-server chip (one query, asked once). */
import { statusEndpoints } from '@shared/status/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { statusKeys } from './query-keys';

export const statusReportQuery = queryOptions({
  queryKey: statusKeys.report(),
  queryFn: () => api(statusEndpoints.report),
});
