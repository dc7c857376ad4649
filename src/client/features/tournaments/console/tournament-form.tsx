/**
 * The console's tournament form: a new cup (empty, or filled from an earlier tournament to copy it)
 * or the settings of one whose sign-ups are still open. Times are typed and shown in EST, like the
 * cup pages; the shared schemas give the messages beside each field, and the server checks again.
 */

import type { StaffTournament, StaffTournamentSettings } from '@shared/tournaments/console/api';
import {
  type TournamentChange,
  type TournamentCreate,
  tournamentChangeRequest,
  tournamentCreateRequest,
} from '@shared/tournaments/console/requests';
import { TEAM_RULE_LABELS, TEAM_RULES_OF_FORMAT } from '@shared/tournaments/constants';
import { estInputValue, isoFromEstInput } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../forms';
import { settingsQuery, useChangeTournament, useCreateTournament } from './tournaments-api';

/** What the controls hold: the request's fields as typed (times in EST, lists one per line). */
interface TournamentInputs extends Record<string, unknown> {
  name: string;
  slug: string;
  cap: string;
  waitlist: boolean;
  registration_opens_at: string;
  registration_closes_at: string;
  starts_at: string;
  check_in_minutes: string;
  summary: string;
  location: string;
  rules: string;
  rewards: string;
}

const EMPTY: TournamentInputs = {
  name: '',
  slug: '',
  cap: '16',
  waitlist: true,
  registration_opens_at: '',
  registration_closes_at: '',
  starts_at: '',
  check_in_minutes: '30',
  summary: '',
  location: '',
  rules: '',
  rewards: '',
};

const inputsOf = (t: StaffTournamentSettings, copy: boolean): TournamentInputs => ({
  name: copy ? `${t.name} (copy)` : t.name,
  slug: copy ? '' : t.slug,
  cap: String(t.cap),
  waitlist: t.waitlist,
  registration_opens_at: estInputValue(t.registration_opens_at),
  registration_closes_at: estInputValue(t.registration_closes_at),
  starts_at: estInputValue(t.starts_at),
  check_in_minutes: String(t.check_in_minutes),
  summary: t.summary,
  location: t.location,
  rules: t.rules.join('\n'),
  rewards: t.rewards.map((r) => `${r.place}: ${r.prize}`).join('\n'),
});

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** 'Winner: 1,500 coins' per line; a line without a colon is a place the server asks a prize for. */
const rewardsOf = (text: string) =>
  linesOf(text).map((line) => {
    const at = line.indexOf(':');
    return at < 0
      ? { place: line, prize: '' }
      : { place: line.slice(0, at).trim(), prize: line.slice(at + 1).trim() };
  });

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const changeOf = (v: TournamentInputs): TournamentChange => ({
  name: v.name,
  cap: numberOf(v.cap),
  waitlist: v.waitlist,
  registration_opens_at: isoFromEstInput(v.registration_opens_at) || null,
  registration_closes_at: isoFromEstInput(v.registration_closes_at),
  starts_at: isoFromEstInput(v.starts_at),
  check_in_minutes: numberOf(v.check_in_minutes),
  summary: v.summary,
  location: v.location,
  rules: linesOf(v.rules),
  rewards: rewardsOf(v.rewards),
});

const createOf = (v: TournamentInputs): TournamentCreate => ({
  ...changeOf(v),
  slug: v.slug.trim(),
  format: 'singles',
  team_rules: TEAM_RULES_OF_FORMAT.singles,
});

const topField = (path: string) => path.split('.')[0] ?? path;

const RULES_HINT = 'One rule per line.';
const REWARDS_HINT = "One per line: '1st: 1,500 CobbleDollars'.";

/** What the fields need of either form (create or change). */
interface FieldsForm {
  values: TournamentInputs;
  errors: Record<string, string>;
  set: <K extends keyof TournamentInputs & string>(key: K, value: TournamentInputs[K]) => void;
}

function TournamentFields({
  idPrefix,
  form,
  creating,
}: {
  idPrefix: string;
  form: FieldsForm;
  creating: boolean;
}) {
  const { values, set } = form;
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(form.errors)) errors[topField(key)] ??= message;
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (
    name: keyof TournamentInputs & string,
    label: string,
    props: { hint?: string; type?: string; required?: boolean } = {},
  ) => (
    <Field id={id(name)} label={label} required={props.required} hint={props.hint} error={errors[name]}>
      <Input
        id={id(name)}
        type={props.type ?? 'text'}
        value={values[name] as string}
        onChange={(e) => set(name, e.target.value)}
        aria-describedby={describedBy(id(name), props.hint, errors[name])}
        aria-invalid={!!errors[name]}
      />
    </Field>
  );
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {text('name', 'Name', { required: true })}
        {creating &&
          text('slug', 'Page address', {
            required: true,
            hint: 'Shown at /tournaments/<address>, like summer-cup-2.',
          })}
        {text('cap', 'Player cap', {
          type: 'number',
          required: true,
          hint: 'From 2 to 16 (the bracket seats 16).',
        })}
        {text('check_in_minutes', 'Check-in window (minutes before the start)', {
          type: 'number',
          required: true,
        })}
        {text('registration_opens_at', 'Sign-ups open (EST)', {
          type: 'datetime-local',
          hint: 'Leave empty to open at once.',
        })}
        {text('registration_closes_at', 'Sign-ups close (EST)', { type: 'datetime-local', required: true })}
        {text('starts_at', 'Starts (EST)', { type: 'datetime-local', required: true })}
        {text('location', 'Location')}
      </div>
      {creating && (
        <p className="text-sm text-muted">
          Format: singles cup, checked with the {TEAM_RULE_LABELS[TEAM_RULES_OF_FORMAT.singles]}. Doubles
          sign-ups run on the Mid-Season Doubles page only.
        </p>
      )}
      <Checkbox
        id={id('waitlist')}
        label="Keep a waitlist when the field is full"
        checked={values.waitlist}
        onChange={(e) => set('waitlist', e.target.checked)}
        error={errors.waitlist}
      />
      <Field id={id('summary')} label="Summary" error={errors.summary}>
        <Textarea
          id={id('summary')}
          rows={2}
          value={values.summary}
          onChange={(e) => set('summary', e.target.value)}
        />
      </Field>
      <Field id={id('rules')} label="Rules" hint={RULES_HINT} error={errors.rules}>
        <Textarea
          id={id('rules')}
          rows={3}
          value={values.rules}
          onChange={(e) => set('rules', e.target.value)}
          aria-describedby={describedBy(id('rules'), RULES_HINT, errors.rules)}
        />
      </Field>
      <Field id={id('rewards')} label="Rewards" hint={REWARDS_HINT} error={errors.rewards}>
        <Textarea
          id={id('rewards')}
          rows={3}
          value={values.rewards}
          onChange={(e) => set('rewards', e.target.value)}
          aria-describedby={describedBy(id('rewards'), REWARDS_HINT, errors.rewards)}
        />
      </Field>
    </>
  );
}

/** A new tournament, from an empty form or copied from an earlier one. */
export function NewTournament({
  tournaments,
  onCreated,
}: {
  tournaments: StaffTournament[];
  onCreated: (slug: string) => void;
}) {
  const [copyFrom, setCopyFrom] = useState('');
  const source = useQuery({ ...settingsQuery(copyFrom), enabled: copyFrom !== '' });
  const key = copyFrom && source.data ? `copy-${copyFrom}` : 'empty';
  return (
    <section
      aria-labelledby="new-tournament-title"
      className="space-y-3 rounded-xl border border-border bg-surface/80 p-4"
    >
      <h2 id="new-tournament-title" className="text-lg font-bold text-fg">
        New tournament
      </h2>
      <Field id="new-tournament-copy" label="Copy from an earlier tournament">
        <Select
          id="new-tournament-copy"
          placeholder="Start from an empty form"
          options={tournaments.filter((t) => !t.practice_of).map((t) => ({ value: t.slug, label: t.name }))}
          value={copyFrom}
          onChange={(e) => setCopyFrom(e.target.value)}
        />
      </Field>
      <CreateForm
        key={key}
        initial={source.data ? inputsOf(source.data.tournament, true) : EMPTY}
        onCreated={onCreated}
      />
    </section>
  );
}

function CreateForm({
  initial,
  onCreated,
}: {
  initial: TournamentInputs;
  onCreated: (slug: string) => void;
}) {
  const idPrefix = 'new-tournament';
  const form = useZodForm(tournamentCreateRequest, initial, {
    toInput: createOf,
    fieldId: (name) => `${idPrefix}-${topField(name)}`,
  });
  const create = useCreateTournament();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await form.validate())) return;
    create.mutate(createOf(form.values), {
      onSuccess: ({ tournament }) => {
        toast.success('Tournament created', {
          description: `${tournament.name} is on /tournaments/${tournament.slug}.`,
        });
        onCreated(tournament.slug);
      },
      onError: (error) =>
        reportFailure(error, {
          title: 'Tournament not created',
          description: 'Please check the form.',
          onFieldErrors: form.showErrors,
        }),
    });
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="New tournament" className="space-y-3" noValidate>
      <TournamentFields idPrefix={idPrefix} form={form} creating />
      <Button type="submit" disabled={create.isPending}>
        Create tournament
      </Button>
    </form>
  );
}

/** The settings of a tournament whose sign-ups are open: dates, cap, waitlist, check-in and texts. */
export function EditTournament({
  settings,
  onSaved,
}: {
  settings: StaffTournamentSettings;
  onSaved: () => void;
}) {
  const idPrefix = `edit-${settings.slug}`;
  const form = useZodForm(tournamentChangeRequest, inputsOf(settings, false), {
    toInput: changeOf,
    fieldId: (name) => `${idPrefix}-${topField(name)}`,
  });
  const change = useChangeTournament(settings.slug);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await form.validate())) return;
    change.mutate(changeOf(form.values), {
      onSuccess: () => {
        toast.success('Tournament saved');
        onSaved();
      },
      onError: (error) =>
        reportFailure(error, {
          title: 'Tournament not saved',
          description: 'Please check the form.',
          onFieldErrors: form.showErrors,
        }),
    });
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={`Edit ${settings.name}`}
      className="space-y-3"
      noValidate
    >
      <TournamentFields idPrefix={idPrefix} form={form} creating={false} />
      <Button type="submit" disabled={change.isPending}>
        Save changes
      </Button>
    </form>
  );
}
