/** What other features use of the status page: the wire shape of an incident row. */
export { incidentView } from './incidents';
