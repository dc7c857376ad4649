import type { ArenaEvent } from '@shared/arena/types';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type ApiError, api } from '../../lib/api';
import { LIVE_KEYS } from '../live/live-keys';

export const eventsQuery = queryOptions({
  queryKey: [...LIVE_KEYS.events],
  queryFn: () => api.get<{ events: ArenaEvent[] }>('/events'),
  select: (data) => data.events,
  staleTime: 30_000,
});

/** Register for or withdraw from an event; the list refetches (other tabs see it via the stream). */
export function useRegistration() {
  const client = useQueryClient();
  return useMutation<{ event: ArenaEvent }, ApiError, { event: ArenaEvent; action: 'register' | 'withdraw' }>(
    {
      mutationFn: ({ event, action }) => {
        const path = `/events/${encodeURIComponent(event.id)}/registration`;
        return action === 'register' ? api.post(path) : api.delete(path);
      },
      onSuccess: (data, { event, action }) => {
        // Show the server's count and our registration at once; the refetch below confirms it.
        client.setQueryData<{ events: ArenaEvent[] }>(LIVE_KEYS.events, (cached) =>
          cached && data?.event
            ? { events: cached.events.map((e) => (e.id === data.event.id ? data.event : e)) }
            : cached,
        );
        toast.success(action === 'register' ? 'Registered' : 'Registration withdrawn', {
          description: action === 'register' ? `You're in: ${event.title}.` : `You left ${event.title}.`,
        });
      },
      onError: (error, { action }) => {
        toast.error(action === 'register' ? 'Registration failed' : 'Withdrawal failed', {
          description: error.message,
        });
      },
      onSettled: () => client.invalidateQueries({ queryKey: LIVE_KEYS.events }),
    },
  );
}
