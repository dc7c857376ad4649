/** What other features may use of status: the services' state query, so the footer and the page ask once. */
export { statusReportQuery } from './status-api';
