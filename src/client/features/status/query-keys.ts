/**
 * The status page's query keys. The footer reads the report on every page, so this file takes
 * only the type of the live roots: importing the live feature here would put the stream's client
 * in every page's first load. The type still refuses a root that is not the live topic's.
 */
import type { LIVE_KEYS } from '../live';

// An incident changes the summary as well as the list, so both sit under the topic's root.
const incidentsRoot: typeof LIVE_KEYS.status_incidents = ['status'];

export const statusKeys = {
  report: () => incidentsRoot,
  publicIncidents: () => [...incidentsRoot, 'incidents', 'public'] as const,
};
