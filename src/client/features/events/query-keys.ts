/**
 * The events' query keys, under the events live root: the public page's list, and every event
 * as staff see it in the console, so a change another staff member or a player makes reaches both.
 */
import { LIVE_KEYS } from '../live';

export const eventKeys = {
  all: LIVE_KEYS.events,
  list: () => [...LIVE_KEYS.events] as const,
  console: () => [...LIVE_KEYS.events, 'staff'] as const,
  registrations: (id: string) => [...LIVE_KEYS.events, 'staff', id, 'registrations'] as const,
};
