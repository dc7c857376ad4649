/** What staff send to create and edit events (POST /api/staff/events, PATCH /api/staff/events/:id). */
import { EVENT_KINDS, EVENT_STATUSES } from '../../arena/types';
import { z } from '../../zod';

export const MAX_EVENT_TITLE = 120;
export const MAX_EVENT_DESCRIPTION = 2000;
export const MAX_EVENT_REWARDS = 12;
export const MAX_EVENT_CAPACITY = 10_000;

const title = z
  .string()
  .trim()
  .min(1, 'Give the event a title.')
  .max(MAX_EVENT_TITLE, `Keep the title under ${MAX_EVENT_TITLE} characters.`);
const description = z
  .string()
  .trim()
  .max(MAX_EVENT_DESCRIPTION, `Keep the description under ${MAX_EVENT_DESCRIPTION} characters.`)
  .transform((text) => (text === '' ? null : text));
const kind = z.enum(EVENT_KINDS, { error: 'Choose a kind of event.' });
const status = z.enum(EVENT_STATUSES, { error: 'Choose a status.' });
const time = z.iso.datetime({ offset: true, error: 'Give a date and time.' });
const capacity = z
  .number({ error: 'Give the number of places, or leave it empty for no limit.' })
  .int('Give a whole number of places.')
  .min(1, 'An event needs at least 1 place.')
  .max(MAX_EVENT_CAPACITY, `At most ${MAX_EVENT_CAPACITY} places.`)
  .nullable();
/** Rewards in display order: each a name (1st, Participants…) and what it gives. */
const rewards = z
  .array(
    z.object({
      name: z.string().trim().min(1, 'Name every reward.').max(60, 'Keep reward names under 60 characters.'),
      prize: z
        .string()
        .trim()
        .min(1, 'Say what every reward gives.')
        .max(200, 'Keep each reward under 200 characters.'),
    }),
  )
  .max(MAX_EVENT_REWARDS, `List at most ${MAX_EVENT_REWARDS} rewards.`)
  .refine((list) => new Set(list.map((r) => r.name.toLowerCase())).size === list.length, {
    error: 'Give each reward a different name.',
  });

const endsAfterStart = (v: { start_ts?: string; end_ts?: string | null }) =>
  !v.start_ts || !v.end_ts || Date.parse(v.end_ts) >= Date.parse(v.start_ts);
const END_BEFORE_START = { error: 'The event cannot end before it starts.', path: ['end_ts'] };

export const eventCreateSchema = z
  .object({
    title,
    description: description.optional().default(null),
    kind,
    status: status.default('draft'),
    start_ts: time,
    end_ts: time.nullable().default(null),
    capacity: capacity.default(null),
    rewards: rewards.default([]),
  })
  .refine(endsAfterStart, END_BEFORE_START);
export type EventCreate = z.input<typeof eventCreateSchema>;

export const eventUpdateSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    kind: kind.optional(),
    status: status.optional(),
    start_ts: time.optional(),
    end_ts: time.nullable().optional(),
    capacity: capacity.optional(),
    rewards: rewards.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Change at least one field.')
  .refine(endsAfterStart, END_BEFORE_START);
export type EventUpdate = z.input<typeof eventUpdateSchema>;
/** What the server works with once a body passed the schemas. */
export type EventValues = z.output<typeof eventCreateSchema>;
export type EventChanges = z.output<typeof eventUpdateSchema>;
