/**
 * The status page's query keys (shared: the server draws the page with both answers). The footer
 * reads the report on every page, so this file takes only the type of the live roots: importing
 * the live feature here would put the stream's client in every page's first load. The type still
 * refuses a root that is not the live topic's.
 */
import { PUBLIC_INCIDENTS_KEY, STATUS_REPORT_KEY } from '@shared/site/page-query-keys';
import type { LIVE_KEYS } from '../live';

// An incident changes the summary as well as the list, so both sit under the topic's root.
const incidentsRoot: typeof LIVE_KEYS.status_incidents = STATUS_REPORT_KEY;

export const statusKeys = {
  report: () => incidentsRoot,
  publicIncidents: () => PUBLIC_INCIDENTS_KEY,
};
