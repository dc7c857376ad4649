/** The console's view of the outbox: dead letters and "would send" entries. */
import { outboxConsoleEndpoints as rows } from '@shared/outbox/console/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { outboxKeys } from '../query-keys';

export const outboxQuery = queryOptions({ queryKey: outboxKeys.list, queryFn: () => api(rows.list) });
