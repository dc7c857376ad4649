import { eventEndpoints } from '@shared/arena/event-endpoints';
import type { ArenaEvent } from '@shared/arena/types';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { reportFailure } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { eventKeys } from './query-keys';

export const eventsQuery = queryOptions({
  queryKey: eventKeys.list(),
  queryFn: () => api(eventEndpoints.list),
  select: (data) => data.events,
  staleTime: 30_000,
});

/** Register for or withdraw from an event; the list refetches (other tabs see it via the stream). */
export function useRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ event, action }: { event: ArenaEvent; action: 'register' | 'withdraw' }) => {
      const params = { id: event.id };
      return api(action === 'register' ? eventEndpoints.register : eventEndpoints.withdraw, { params });
    },
    onSuccess: (data, { event, action }) => {
      // Show the server's count and our registration at once; the refetch below confirms it.
      client.setQueryData(eventsQuery.queryKey, (cached) =>
        cached ? { events: cached.events.map((e) => (e.id === data.event.id ? data.event : e)) } : cached,
      );
      toast.success(action === 'register' ? 'Registered' : 'Registration withdrawn', {
        description: action === 'register' ? `You're in: ${event.title}.` : `You left ${event.title}.`,
      });
    },
    onError: (error, { action }) =>
      reportFailure(error, {
        title: action === 'register' ? 'Registration failed' : 'Withdrawal failed',
        description: 'Please try again.',
        serverMessage: 'any',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
