import type { IncidentCreate } from '@shared/staff/incidents';
import {
  INCIDENT_KINDS,
  INCIDENT_SEVERITIES,
  INCIDENT_STATE_LABELS,
  INCIDENT_STATES,
} from '@shared/status/incidents';
import type { StatusIncident } from '@shared/status/incidents-api';
import { STATUS_COMPONENTS } from '@shared/status/status';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field, FieldError } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { reportFailure } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useLiveTopics } from '../live';
import { incidentsQuery, useCreateIncident, useUpdateIncident } from './staff-incidents-api';

const options = (values: readonly string[], label: (v: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));
const STATE_OPTIONS = options(INCIDENT_STATES, (v) => INCIDENT_STATE_LABELS[v as StatusIncident['state']]);
const SEVERITY_OPTIONS = options(INCIDENT_SEVERITIES, (v) => v[0]!.toUpperCase() + v.slice(1));
const KIND_OPTIONS = options(INCIDENT_KINDS, (v) => (v === 'incident' ? 'Incident' : 'Planned maintenance'));

function NewIncident() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateIncident();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    setErrors({});
    create.mutate(
      {
        kind: text('kind') as IncidentCreate['kind'],
        title: text('title'),
        body: text('body'),
        state: text('state') as IncidentCreate['state'],
        severity: text('severity') as IncidentCreate['severity'],
        components: data.getAll('components').map(String) as IncidentCreate['components'],
      },
      {
        onSuccess: ({ incident }) => {
          form.reset();
          toast.success('Incident posted', { description: `${incident.title} is on the status page.` });
        },
        onError: (error) =>
          reportFailure(error, {
            title: 'Incident not posted',
            description: 'Please check the form.',
            onFieldErrors: setErrors,
          }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby="new-incident-title" noValidate>
      <h2 id="new-incident-title" className="text-lg font-bold text-fg">
        Post an incident
      </h2>
      <Field id="incident-title" label="Title" required error={errors.title}>
        <Input id="incident-title" name="title" maxLength={120} aria-invalid={!!errors.title} />
      </Field>
      <Field id="incident-body" label="What players should know" error={errors.body}>
        <Textarea id="incident-body" name="body" rows={3} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="incident-kind" label="Kind">
          <Select id="incident-kind" name="kind" options={KIND_OPTIONS} defaultValue="incident" />
        </Field>
        <Field id="incident-state" label="State">
          <Select id="incident-state" name="state" options={STATE_OPTIONS} defaultValue="investigating" />
        </Field>
        <Field id="incident-severity" label="Severity">
          <Select id="incident-severity" name="severity" options={SEVERITY_OPTIONS} defaultValue="minor" />
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
                type="checkbox"
                name="components"
                value={component.id}
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
  const [state, setState] = useState<StatusIncident['state']>(incident.state);
  const update = useUpdateIncident(incident.id);
  const selectId = `incident-${incident.id}-state`;
  return (
    <li className="space-y-2 rounded-xl border border-border bg-surface/80 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 break-words font-semibold text-fg">{incident.title}</span>
        <Badge variant={incident.ended_at ? 'success' : 'warning'}>
          {INCIDENT_STATE_LABELS[incident.state]}
        </Badge>
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            { state },
            {
              onSuccess: () => toast.success('Incident updated'),
              onError: (error) =>
                reportFailure(error, { title: 'Incident not updated', description: 'Please try again.' }),
            },
          );
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
            onChange={(event) => setState(event.target.value as StatusIncident['state'])}
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
    </li>
  );
}

/** The Incidents tab: post an incident or maintenance, move it through its states, end it. */
export function StaffIncidents() {
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
