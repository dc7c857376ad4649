/** The console's Events tab rows of the browser endpoint table: list, create and edit events. */
import { endpoint, requestType, type Summaries } from '../../api/endpoint';
import type { z } from '../../zod';
import { staffEventResponse, staffEventsResponse } from './api';
import type { eventCreateSchema, eventUpdateSchema } from './requests';

export const eventConsoleEndpoints = {
  list: endpoint({ method: 'GET', path: '/staff/events', auth: 'staff', answer: staffEventsResponse }),
  create: endpoint({
    method: 'POST',
    path: '/staff/events',
    auth: 'staff',
    answer: staffEventResponse,
    body: requestType<z.input<typeof eventCreateSchema>>(),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/staff/events/:id',
    auth: 'staff',
    answer: staffEventResponse,
    body: requestType<z.input<typeof eventUpdateSchema>>(),
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const eventConsoleSummaries: Summaries<typeof eventConsoleEndpoints> = {
  list: 'Every event in any status, with its registration count',
  create: 'Create an event (draft or open), audited',
  update: "Change an event's texts, times, capacity, rewards or status, audited",
};
