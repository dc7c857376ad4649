/** The events page's query keys, under the events live root. */
import { LIVE_KEYS } from '../live';

export const eventKeys = {
  all: LIVE_KEYS.events,
  list: () => [...LIVE_KEYS.events] as const,
};
