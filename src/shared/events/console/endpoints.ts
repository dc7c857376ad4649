/** The console's Events tab rows of the browser endpoint table: list, create and edit events, see and remove sign-ups. */
import { endpoint, requestType, type Summaries } from '../../api/endpoint';
import type { z } from '../../zod';
import { staffEventRegistrationsResponse, staffEventResponse, staffEventsResponse } from './api';
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
  registrations: endpoint({
    method: 'GET',
    path: '/staff/events/:id/registrations',
    auth: 'staff',
    answer: staffEventRegistrationsResponse,
  }),
  removeRegistration: endpoint({
    method: 'DELETE',
    path: '/staff/events/:id/registrations/:registrationId',
    auth: 'staff',
    answer: staffEventResponse,
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const eventConsoleSummaries: Summaries<typeof eventConsoleEndpoints> = {
  list: 'Every event in any status, with its registration count',
  create: 'Create an event (draft or open), audited',
  update: "Change an event's texts, times, capacity, rewards or status, audited",
  registrations: 'Who registered for an event (and who withdrew), oldest first',
  removeRegistration: "Remove a player's registration from an event, audited with their name",
};
