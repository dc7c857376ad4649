/** The incidents tab's reads and writes; a write refetches the console and the public status card. */
import type { IncidentCreate, IncidentUpdate } from '@shared/status/console/incidents';
import { staffIncidentResponse, staffIncidentsResponse } from '@shared/status/incidents-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { LIVE_KEYS } from '../../live';
import { incidentsConsoleKeys } from './query-keys';

export const incidentsQuery = queryOptions({
  queryKey: incidentsConsoleKeys.list(),
  queryFn: () => api.get('/staff/incidents', staffIncidentsResponse),
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
    mutationFn: (body: IncidentCreate) => api.post('/staff/incidents', staffIncidentResponse, body),
    onSettled: refresh,
  });
}

export function useUpdateIncident(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: IncidentUpdate) => api.patch(`/staff/incidents/${id}`, staffIncidentResponse, body),
    onSettled: refresh,
  });
}
