/** The events tab's reads and writes; a write refetches the console and the public /events page. */
import { staffEventResponse, staffEventsResponse } from '@shared/events/console/api';
import type { EventCreate, EventUpdate } from '@shared/events/console/requests';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { eventKeys } from '../query-keys';

export const staffEventsQuery = queryOptions({
  queryKey: eventKeys.console(),
  queryFn: () => api.get('/staff/events', staffEventsResponse),
});

function useRefresh() {
  const client = useQueryClient();
  const refreshConsole = useRefreshConsole();
  return () => Promise.all([refreshConsole(), client.invalidateQueries({ queryKey: eventKeys.all })]);
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
