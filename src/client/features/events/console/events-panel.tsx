import { EVENT_KINDS, EVENT_STATUSES, type EventKind, type EventStatus } from '@shared/arena/types';
import { EVENT_STATUS_LABELS, type StaffEvent } from '@shared/events/console/api';
import { type EventCreate, eventCreateSchema, eventUpdateSchema } from '@shared/events/console/requests';
import { estDateTime, estInputValue, isoFromEstInput } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../forms';
import { useLiveTopics } from '../../live';
import {
  eventRegistrationsQuery,
  staffEventsQuery,
  useCreateEvent,
  useRemoveEventRegistration,
  useUpdateEvent,
} from './events-api';

const KIND_LABELS: Record<EventKind, string> = {
  tournament: 'Tournament',
  themed: 'Themed',
  raid: 'Raid',
  quick: 'Quick',
};
const KIND_OPTIONS = EVENT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));
const STATUS_OPTIONS = EVENT_STATUSES.map((value) => ({ value, label: EVENT_STATUS_LABELS[value] }));
const STATUS_VARIANT: Record<EventStatus, NonNullable<BadgeProps['variant']>> = {
  draft: 'secondary',
  open: 'success',
  closed: 'warning',
  cancelled: 'danger',
};

/** 'Winner: 1,500 coins' per line; a line without a colon is a name the server asks a prize for. */
function parseRewards(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      return at < 0
        ? { name: line, prize: '' }
        : { name: line.slice(0, at).trim(), prize: line.slice(at + 1).trim() };
    });
}
const rewardsText = (event: StaffEvent) => event.rewards.map((r) => `${r.name}: ${r.prize}`).join('\n');

const topField = (path: string) => path.split('.')[0] ?? path;

/** The first message per form field ('rewards.0.prize' shows under the rewards box). */
function formErrors(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) errors[topField(key)] ??= message;
  return errors;
}

const CAPACITY_HINT = 'Leave empty for no limit.';
const REWARDS_HINT = "One per line, in the order players see them: 'Winner: 1,500 coins'.";

/** What the controls hold: the request's fields as typed (times in EST, rewards one per line). */
interface EventInputs extends Record<string, unknown> {
  title: string;
  kind: string;
  status: string;
  start_ts: string;
  end_ts: string;
  capacity: string;
  description: string;
  rewards: string;
}

const NEW_EVENT: EventInputs = {
  title: '',
  kind: 'quick',
  status: '',
  start_ts: '',
  end_ts: '',
  capacity: '',
  description: '',
  rewards: '',
};

const inputsOf = (event: StaffEvent): EventInputs => ({
  title: event.title,
  kind: event.kind,
  status: event.status,
  start_ts: estInputValue(event.start_ts),
  end_ts: estInputValue(event.end_ts),
  capacity: event.capacity === null ? '' : String(event.capacity),
  description: event.description ?? '',
  rewards: rewardsText(event),
});

/** What the form holds, as the API takes it (no status when creating: a new event starts as a draft). */
function eventBody(inputs: EventInputs): EventCreate {
  const capacity = inputs.capacity.trim();
  return {
    title: inputs.title,
    description: inputs.description,
    kind: inputs.kind as EventKind,
    start_ts: isoFromEstInput(inputs.start_ts),
    end_ts: isoFromEstInput(inputs.end_ts) || null,
    capacity: capacity === '' ? null : Number(capacity),
    rewards: parseRewards(inputs.rewards),
    ...(inputs.status && { status: inputs.status as EventStatus }),
  };
}

/** An event form on the shared schema: messages beside their fields, the first one focused. */
function useEventForm(idPrefix: string, event?: StaffEvent) {
  const form = useZodForm(
    event ? eventUpdateSchema : eventCreateSchema,
    event ? inputsOf(event) : NEW_EVENT,
    {
      toInput: eventBody,
      fieldId: (name) => `${idPrefix}-${CONTROLS[topField(name)] ?? topField(name)}`,
    },
  );
  return { ...form, errors: formErrors(form.errors) };
}
type EventForm = ReturnType<typeof useEventForm>;

const CONTROLS: Record<string, string> = { start_ts: 'start', end_ts: 'end' };

/** The fields of an event, for creating one (no status: a new event starts as a draft) or editing it. */
function EventFields({ idPrefix, form, editing }: { idPrefix: string; form: EventForm; editing: boolean }) {
  const { values, errors, set } = form;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <Field id={id('title')} label="Title" required error={errors.title}>
        <Input
          id={id('title')}
          maxLength={120}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          aria-describedby={describedBy(id('title'), undefined, errors.title)}
          aria-invalid={!!errors.title}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={id('kind')} label="Kind" error={errors.kind}>
          <Select
            id={id('kind')}
            options={KIND_OPTIONS}
            value={values.kind}
            onChange={(e) => set('kind', e.target.value)}
          />
        </Field>
        {editing && (
          <Field id={id('status')} label="Status" error={errors.status}>
            <Select
              id={id('status')}
              options={STATUS_OPTIONS}
              value={values.status}
              onChange={(e) => set('status', e.target.value)}
            />
          </Field>
        )}
        <Field id={id('start')} label="Starts (EST)" required error={errors.start_ts}>
          <Input
            id={id('start')}
            type="datetime-local"
            value={values.start_ts}
            onChange={(e) => set('start_ts', e.target.value)}
            aria-describedby={describedBy(id('start'), undefined, errors.start_ts)}
            aria-invalid={!!errors.start_ts}
          />
        </Field>
        <Field id={id('end')} label="Ends (EST)" error={errors.end_ts}>
          <Input
            id={id('end')}
            type="datetime-local"
            value={values.end_ts}
            onChange={(e) => set('end_ts', e.target.value)}
            aria-describedby={describedBy(id('end'), undefined, errors.end_ts)}
            aria-invalid={!!errors.end_ts}
          />
        </Field>
        <Field id={id('capacity')} label="Places" hint={CAPACITY_HINT} error={errors.capacity}>
          <Input
            id={id('capacity')}
            type="number"
            min={1}
            inputMode="numeric"
            value={values.capacity}
            onChange={(e) => set('capacity', e.target.value)}
            aria-describedby={describedBy(id('capacity'), CAPACITY_HINT, errors.capacity)}
            aria-invalid={!!errors.capacity}
          />
        </Field>
      </div>
      <Field id={id('description')} label="Description" error={errors.description}>
        <Textarea
          id={id('description')}
          rows={3}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <Field id={id('rewards')} label="Rewards" hint={REWARDS_HINT} error={errors.rewards}>
        <Textarea
          id={id('rewards')}
          rows={3}
          value={values.rewards}
          onChange={(e) => set('rewards', e.target.value)}
          aria-describedby={describedBy(id('rewards'), REWARDS_HINT, errors.rewards)}
          aria-invalid={!!errors.rewards}
        />
      </Field>
    </>
  );
}

function NewEvent() {
  const form = useEventForm('new-event-field');
  const create = useCreateEvent();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await form.validate())) return;
    create.mutate(eventBody(form.values), {
      onSuccess: ({ event: created }) => {
        form.reset();
        toast.success('Event created', {
          description: `${created.title} is a draft: open it to publish it.`,
        });
      },
      onError: (error) =>
        reportFailure(error, {
          title: 'Event not created',
          description: 'Please check the form.',
          onFieldErrors: form.showErrors,
        }),
    });
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
      aria-labelledby="new-event-title"
      noValidate
    >
      <h2 id="new-event-title" className="text-lg font-bold text-fg">
        Create an event
      </h2>
      <EventFields idPrefix="new-event-field" form={form} editing={false} />
      <Button type="submit" disabled={create.isPending}>
        Create event
      </Button>
    </form>
  );
}

/** Shown while editing, so each opening starts again from the saved event. */
function EditEvent({
  event,
  update,
  onSaved,
}: {
  event: StaffEvent;
  update: ReturnType<typeof useUpdateEvent>;
  onSaved: () => void;
}) {
  const idPrefix = `event-${event.id}-field`;
  const form = useEventForm(idPrefix, event);
  const save = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (!(await form.validate())) return;
    update.mutate(eventBody(form.values), {
      onSuccess: () => {
        onSaved();
        toast.success('Event saved');
      },
      onError: (error) =>
        reportFailure(error, {
          title: 'Event not saved',
          description: 'Please check the form.',
          onFieldErrors: form.showErrors,
        }),
    });
  };
  return (
    <form
      onSubmit={(submitted) => void save(submitted)}
      className="space-y-3"
      aria-label={`Edit ${event.title}`}
      noValidate
    >
      <EventFields idPrefix={idPrefix} form={form} editing />
      <Button type="submit" size="sm" disabled={update.isPending}>
        Save event
      </Button>
    </form>
  );
}

/** Who signed up; removing one asks first, names the player, and is audited on the server. */
function EventRegistrations({ event }: { event: StaffEvent }) {
  const list = useQuery(eventRegistrationsQuery(event.id));
  const remove = useRemoveEventRegistration(event.id);
  const [asking, setAsking] = useState<{ id: string; player: string } | null>(null);
  if (list.isPending) return <Spinner label="Loading sign-ups…" />;
  if (list.isError) return <p className="text-danger">The sign-ups could not be loaded.</p>;
  const registered = list.data.registrations.filter((r) => r.status === 'registered');
  return (
    <div className="space-y-2">
      {registered.length === 0 ? (
        <p className="text-sm text-muted">Nobody is registered.</p>
      ) : (
        <ul className="space-y-1" aria-label={`Sign-ups for ${event.title}`}>
          {registered.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 break-words text-fg">{r.player}</span>
              <span className="text-muted">since {estDateTime(r.registered_at)}</span>
              <Button size="sm" variant="ghost" onClick={() => setAsking({ id: r.id, player: r.player })}>
                Remove <span className="sr-only">{r.player}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? `Remove ${asking.player}?` : ''}
        description={
          asking
            ? `${asking.player} will no longer be registered for ${event.title}. They can sign up again while it is open.`
            : ''
        }
        confirmLabel="Remove registration"
        onConfirm={() => {
          if (!asking) return;
          const { id, player } = asking;
          setAsking(null);
          remove.mutate(id, {
            onSuccess: () => toast.success('Registration removed', { description: player }),
            onError: (error) =>
              reportFailure(error, {
                title: 'Not removed',
                description: 'Please try again.',
                serverMessage: 'any',
              }),
          });
        }}
      />
    </div>
  );
}

function EventRow({ event }: { event: StaffEvent }) {
  const [editing, setEditing] = useState(false);
  const [showSignUps, setShowSignUps] = useState(false);
  const [askClose, setAskClose] = useState(false);
  const update = useUpdateEvent(event.id);
  const setStatus = (status: EventStatus) =>
    update.mutate(
      { status },
      {
        onSuccess: () => toast.success(status === 'open' ? 'Event opened' : 'Event closed'),
        onError: (error) =>
          reportFailure(error, { title: 'Status not changed', description: 'Please try again.' }),
      },
    );
  const titleId = `event-${event.id}-title`;
  const places =
    event.capacity === null
      ? `${event.registration_count} registered`
      : `${event.registration_count}/${event.capacity} registered`;
  return (
    <li className="space-y-2 rounded-xl border border-border bg-surface/80 p-3" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="min-w-0 flex-1 break-words font-semibold text-fg">
          {event.title}
        </h3>
        <Badge variant={STATUS_VARIANT[event.status]}>{EVENT_STATUS_LABELS[event.status]}</Badge>
      </div>
      <p className="text-sm text-muted">
        {KIND_LABELS[event.kind]} · {estDateTime(event.start_ts)} · {places}
      </p>
      <div className="flex flex-wrap gap-2">
        {event.status === 'open' ? (
          <Button size="sm" variant="secondary" onClick={() => setAskClose(true)} disabled={update.isPending}>
            Close <span className="sr-only">{event.title}</span>
          </Button>
        ) : (
          <Button size="sm" onClick={() => setStatus('open')} disabled={update.isPending}>
            Open <span className="sr-only">{event.title}</span>
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? 'Cancel editing' : 'Edit'} <span className="sr-only">{event.title}</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showSignUps}
          onClick={() => setShowSignUps(!showSignUps)}
        >
          {showSignUps ? 'Hide sign-ups' : 'Sign-ups'} <span className="sr-only">{event.title}</span>
        </Button>
      </div>
      {showSignUps && <EventRegistrations event={event} />}
      {editing && <EditEvent event={event} update={update} onSaved={() => setEditing(false)} />}
      <ConfirmDialog
        open={askClose}
        onOpenChange={setAskClose}
        title={`Close ${event.title}?`}
        description="Registration closes: nobody else can sign up until it is opened again."
        confirmLabel="Close registration"
        onConfirm={() => setStatus('closed')}
      />
    </li>
  );
}

/**
 * The Events tab: create events (drafts until opened), edit them, open and close registration.
 * Draft events are hidden from /events; open ones take registrations until they start.
 */
export default function EventsPanel() {
  useLiveTopics('events', 'event_registrations');
  const list = useQuery(staffEventsQuery);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <NewEvent />
      <section aria-labelledby="staff-events-title" className="min-w-0 space-y-3">
        <h2 id="staff-events-title" className="text-lg font-bold text-fg">
          Events
        </h2>
        {list.isPending ? (
          <Spinner label="Loading events…" />
        ) : list.isError ? (
          <p className="text-danger">The events could not be loaded.</p>
        ) : list.data.events.length === 0 ? (
          <p className="text-muted">No events yet.</p>
        ) : (
          <ul className="space-y-2" aria-label="Events">
            {list.data.events.map((event) => (
              <EventRow key={`${event.id}:${event.updated_at}`} event={event} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
