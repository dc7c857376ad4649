/** The events tab's reads and writes; a write refetches the console and the public /events page. */
import { eventConsoleEndpoints as rows } from '@shared/events/console/endpoints';
import type { EventCreate, EventUpdate } from '@shared/events/console/requests';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { eventKeys } from '../query-keys';

export const eventRegistrationsQuery = (id: string) =>
  queryOptions({
    queryKey: eventKeys.registrations(id),
    queryFn: () => api(rows.registrations, { params: { id } }),
  });

export const staffEventsQuery = queryOptions({
  queryKey: eventKeys.console(),
  queryFn: () => api(rows.list),
});

function useRefresh() {
  const client = useQueryClient();
  const refreshConsole = useRefreshConsole();
  return () => Promise.all([refreshConsole(), client.invalidateQueries({ queryKey: eventKeys.all })]);
}

export function useCreateEvent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EventCreate) => api(rows.create, { body }),
    onSettled: refresh,
  });
}

export function useUpdateEvent(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EventUpdate) => api(rows.update, { params: { id }, body }),
    onSettled: refresh,
  });
}

export function useRemoveEventRegistration(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (registrationId: string) => api(rows.removeRegistration, { params: { id, registrationId } }),
    onSettled: refresh,
  });
}
