/** The services' state, read by the status page and the footer's game-server chip (one query, asked once). */
import { statusReport } from '@shared/status/status';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { statusKeys } from './query-keys';

export const statusReportQuery = queryOptions({
  queryKey: statusKeys.report(),
  queryFn: () => api.get('/status', statusReport),
});
