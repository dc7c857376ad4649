/** The events tab's reads and writes; a write refetches the console and the public /events page. */
import type { EventCreate, EventUpdate } from '@shared/staff/events';
import { staffEventResponse, staffEventsResponse } from '@shared/staff/events-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { LIVE_KEYS } from '../live';
import { staffKeys } from './query-keys';

export const staffEventsQuery = queryOptions({
  queryKey: staffKeys.events(),
  queryFn: () => api.get('/staff/events', staffEventsResponse),
});

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: staffKeys.all }),
      client.invalidateQueries({ queryKey: LIVE_KEYS.events }),
    ]);
}

export function useCreateEvent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EventCreate) => api.post('/staff/events', staffEventResponse, body),
    onSettled: refresh,
  });
}

export function useUpdateEvent(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EventUpdate) => api.patch(`/staff/events/${id}`, staffEventResponse, body),
    onSettled: refresh,
  });
}
