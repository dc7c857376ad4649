import {
  type IncidentCreate,
  incidentCreateSchema,
  incidentUpdateSchema,
} from '@shared/status/console/incidents';
import {
  ENDED_INCIDENT_STATES,
  INCIDENT_KINDS,
  INCIDENT_SEVERITIES,
  INCIDENT_STATE_LABELS,
  INCIDENT_STATES,
} from '@shared/status/incidents';
import type { StatusIncident } from '@shared/status/incidents-api';
import { STATUS_COMPONENTS } from '@shared/status/status';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, FieldError } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../forms';
import { useLiveTopics } from '../../live';
import { incidentsQuery, useCreateIncident, useUpdateIncident } from './incidents-api';

const options = (values: readonly string[], label: (v: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));
const STATE_OPTIONS = options(INCIDENT_STATES, (v) => INCIDENT_STATE_LABELS[v as StatusIncident['state']]);
const SEVERITY_OPTIONS = options(INCIDENT_SEVERITIES, (v) => v[0]!.toUpperCase() + v.slice(1));
const KIND_OPTIONS = options(INCIDENT_KINDS, (v) => (v === 'incident' ? 'Incident' : 'Planned maintenance'));

/** The ticked services' ids, kept in the form as one comma-separated value. */
const componentList = (text: string) =>
  text
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

const NEW_INCIDENT = {
  kind: 'incident',
  title: '',
  body: '',
  state: 'investigating',
  severity: 'minor',
  components: '',
} as Record<'kind' | 'title' | 'body' | 'state' | 'severity' | 'components', string>;

/** What the form holds, as the API takes it. */
const incidentBody = (values: typeof NEW_INCIDENT): IncidentCreate => ({
  ...values,
  kind: values.kind as IncidentCreate['kind'],
  state: values.state as IncidentCreate['state'],
  severity: values.severity as IncidentCreate['severity'],
  components: componentList(values.components) as IncidentCreate['components'],
});

function NewIncident() {
  const form = useZodForm(incidentCreateSchema, NEW_INCIDENT, {
    toInput: incidentBody,
    fieldId: (name) =>
      name.startsWith('components')
        ? `incident-component-${STATUS_COMPONENTS[0]!.id}`
        : `incident-${name.split('.')[0]}`,
  });
  const { values, errors, set } = form;
  const selected = componentList(values.components);
  const create = useCreateIncident();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await form.validate())) return;
    create.mutate(incidentBody(values), {
      onSuccess: ({ incident }) => {
        form.reset();
        toast.success('Incident posted', { description: `${incident.title} is on the status page.` });
      },
      onError: (error) =>
        reportFailure(error, {
          title: 'Incident not posted',
          description: 'Please check the form.',
          onFieldErrors: form.showErrors,
        }),
    });
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
      aria-labelledby="new-incident-title"
      noValidate
    >
      <h2 id="new-incident-title" className="text-lg font-bold text-fg">
        Post an incident
      </h2>
      <Field id="incident-title" label="Title" required error={errors.title}>
        <Input
          id="incident-title"
          maxLength={120}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          aria-invalid={!!errors.title}
        />
      </Field>
      <Field id="incident-body" label="What players should know" error={errors.body}>
        <Textarea
          id="incident-body"
          rows={3}
          value={values.body}
          onChange={(e) => set('body', e.target.value)}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="incident-kind" label="Kind">
          <Select
            id="incident-kind"
            options={KIND_OPTIONS}
            value={values.kind}
            onChange={(e) => set('kind', e.target.value)}
          />
        </Field>
        <Field id="incident-state" label="State">
          <Select
            id="incident-state"
            options={STATE_OPTIONS}
            value={values.state}
            onChange={(e) => set('state', e.target.value)}
          />
        </Field>
        <Field id="incident-severity" label="Severity">
          <Select
            id="incident-severity"
            options={SEVERITY_OPTIONS}
            value={values.severity}
            onChange={(e) => set('severity', e.target.value)}
          />
        </Field>
      </div>
      <fieldset
        className="min-w-0"
        aria-describedby={errors.components ? 'incident-components-error' : undefined}
      >
        <legend className="mb-2 text-sm font-semibold text-fg">Affected services</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {STATUS_COMPONENTS.map((component) => (
            <label key={component.id} className="flex items-center gap-2 text-sm text-fg">
              <input
                id={`incident-component-${component.id}`}
                type="checkbox"
                name="components"
                value={component.id}
                checked={selected.includes(component.id)}
                onChange={(e) =>
                  set(
                    'components',
                    (e.target.checked
                      ? [...selected, component.id]
                      : selected.filter((id) => id !== component.id)
                    ).join(','),
                  )
                }
                className="h-4 w-4 shrink-0 accent-primary"
              />
              {component.name}
            </label>
          ))}
        </div>
        <FieldError id="incident-components-error" message={errors.components} />
      </fieldset>
      <Button type="submit" disabled={create.isPending}>
        Post incident
      </Button>
    </form>
  );
}

function IncidentRow({ incident }: { incident: StatusIncident }) {
  const update = useUpdateIncident(incident.id);
  const selectId = `incident-${incident.id}-state`;
  const form = useZodForm(incidentUpdateSchema, { state: incident.state }, { fieldId: () => selectId });
  const { state } = form.values;
  const [askEnd, setAskEnd] = useState(false);
  const save = () =>
    update.mutate(
      { state },
      {
        onSuccess: () => toast.success('Incident updated'),
        onError: (error) =>
          reportFailure(error, { title: 'Incident not updated', description: 'Please try again.' }),
      },
    );
  const ending = !incident.ended_at && ENDED_INCIDENT_STATES.includes(state);
  return (
    <li className="space-y-2 rounded-xl border border-border bg-surface/80 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 break-words font-semibold text-fg">{incident.title}</span>
        <Badge variant={incident.ended_at ? 'success' : 'warning'}>
          {INCIDENT_STATE_LABELS[incident.state]}
        </Badge>
      </div>
      <p className="text-sm text-muted">
        Started {estDateTime(incident.started_at)}
        {incident.ended_at && ` · ended ${estDateTime(incident.ended_at)}`}
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!(await form.validate())) return;
          // Ending an incident is one step the status page shows at once: ask first.
          if (ending) setAskEnd(true);
          else save();
        }}
      >
        <div className="min-w-40 flex-1">
          <label htmlFor={selectId} className="sr-only">
            State of {incident.title}
          </label>
          <Select
            id={selectId}
            options={STATE_OPTIONS}
            value={state}
            onChange={(event) => form.set('state', event.target.value as StatusIncident['state'])}
          />
        </div>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={update.isPending || state === incident.state}
        >
          Update
        </Button>
      </form>
      <ConfirmDialog
        open={askEnd}
        onOpenChange={setAskEnd}
        title={`Mark ${incident.title} ${INCIDENT_STATE_LABELS[state].toLowerCase()}?`}
        description="The status page shows it as ended at once, and it stops counting against the services."
        confirmLabel={`Mark ${INCIDENT_STATE_LABELS[state].toLowerCase()}`}
        onConfirm={save}
      />
    </li>
  );
}

/** The Incidents tab: post an incident or maintenance, move it through its states, end it. */
export default function IncidentsPanel() {
  useLiveTopics('status_incidents');
  const incidents = useQuery(incidentsQuery);
  return (
    <div className="space-y-6">
      <NewIncident />
      <section aria-labelledby="incident-list-title" className="space-y-3">
        <h2 id="incident-list-title" className="text-lg font-bold text-fg">
          Incidents
        </h2>
        {incidents.isPending ? (
          <Spinner label="Loading incidents…" />
        ) : incidents.isError ? (
          <p className="text-danger">The incidents could not be loaded.</p>
        ) : incidents.data.incidents.length === 0 ? (
          <p className="text-muted">No incidents posted yet.</p>
        ) : (
          <ul className="space-y-2" aria-labelledby="incident-list-title">
            {incidents.data.incidents.map((incident) => (
              <IncidentRow key={`${incident.id}:${incident.state}`} incident={incident} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
