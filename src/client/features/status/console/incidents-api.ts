/** The incidents tab's reads and writes; a write refetches the console and the public status card. */

import { incidentConsoleEndpoints as rows } from '@shared/status/console/endpoints';
import type { IncidentCreate, IncidentUpdate } from '@shared/status/console/incidents';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { LIVE_KEYS } from '../../live';
import { incidentsConsoleKeys } from './query-keys';

export const incidentsQuery = queryOptions({
  queryKey: incidentsConsoleKeys.list(),
  queryFn: () => api(rows.list),
});

function useRefresh() {
  const client = useQueryClient();
  const refreshConsole = useRefreshConsole();
  return () =>
    Promise.all([refreshConsole(), client.invalidateQueries({ queryKey: LIVE_KEYS.status_incidents })]);
}

export function useCreateIncident() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: IncidentCreate) => api(rows.create, { body }),
    onSettled: refresh,
  });
}

export function useUpdateIncident(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: IncidentUpdate) => api(rows.update, { params: { id }, body }),
    onSettled: refresh,
  });
}
