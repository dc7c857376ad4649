/** The outbox's console row of the browser endpoint table: dead letters and "would send" entries. */
import { endpoint, type Summaries } from '../../api/endpoint';
import { staffOutboxResponse } from '../messages';

export const outboxConsoleEndpoints = {
  list: endpoint({ method: 'GET', path: '/staff/outbox', auth: 'staff', answer: staffOutboxResponse }),
};

export const outboxConsoleSummaries: Summaries<typeof outboxConsoleEndpoints> = {
  list: "The outbox's newest dead letters (refused for good) and the Discord messages this server would send",
};
