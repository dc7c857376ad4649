/** The incidents tab's reads and writes; a write refetches the console and the public status card. */
import type { IncidentCreate, IncidentUpdate } from '@shared/staff/incidents';
import { staffIncidentResponse, staffIncidentsResponse } from '@shared/status/incidents-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { LIVE_KEYS } from '../live';
import { staffKeys } from './query-keys';

export const incidentsQuery = queryOptions({
  queryKey: staffKeys.incidents(),
  queryFn: () => api.get('/staff/incidents', staffIncidentsResponse),
});

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: staffKeys.all }),
      client.invalidateQueries({ queryKey: LIVE_KEYS.status_incidents }),
    ]);
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
