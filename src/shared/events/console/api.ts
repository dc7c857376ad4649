/**
 * Wire shapes of /api/staff/events. Status is the event's own: draft (hidden from /events), open
 * (takes registrations until it starts), closed (listed, registration closed) and cancelled (listed,
 * no registrations).
 */
import * as z from 'zod/mini';
import { EVENT_KINDS, EVENT_STATUSES } from '../../arena/types';

export const EVENT_STATUS_LABELS: Record<(typeof EVENT_STATUSES)[number], string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** An event as staff see it: any status, with its active registrations. */
export const staffEvent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  kind: z.enum(EVENT_KINDS),
  status: z.enum(EVENT_STATUSES),
  start_ts: z.string(),
  end_ts: z.nullable(z.string()),
  capacity: z.nullable(z.number()),
  /** In display order. */
  rewards: z.array(z.object({ name: z.string(), prize: z.string() })),
  registration_count: z.number(),
  updated_at: z.string(),
});
export type StaffEvent = z.infer<typeof staffEvent>;

export const staffEventsResponse = z.object({ events: z.array(staffEvent) });
export type StaffEventsResponse = z.infer<typeof staffEventsResponse>;

export const staffEventResponse = z.object({ event: staffEvent });
export type StaffEventResponse = z.infer<typeof staffEventResponse>;

/** Who signed up for an event, as staff see it: the account's name, and whether they are still in. */
export const staffEventRegistration = z.object({
  id: z.string(),
  player: z.string(),
  status: z.enum(['registered', 'withdrawn']),
  registered_at: z.string(),
});
export type StaffEventRegistration = z.infer<typeof staffEventRegistration>;

export const staffEventRegistrationsResponse = z.object({ registrations: z.array(staffEventRegistration) });
export type StaffEventRegistrationsResponse = z.infer<typeof staffEventRegistrationsResponse>;
