/**
 * The catalog tab's store settings (admins): each setting's value in force, its dated values, and
 * a new value from now or a later UTC date. Values already in force are never rewritten: ledger
 * rows were computed with them.
 */
import {
  STORE_SETTINGS,
  type StoreSettingView,
  storeSettingChangeSchema,
} from '@shared/shop/console/settings';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../forms';
import { storeSettingsQuery, useChangeStoreSetting } from './catalog-api';

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const shown = (key: StoreSettingView['key'], value: number) =>
  key === 'automatic_tax' ? (value === 1 ? 'On' : 'Off') : String(value);

function SettingCard({ setting }: { setting: StoreSettingView }) {
  const meta = STORE_SETTINGS[setting.key];
  const change = useChangeStoreSetting();
  const ids = { value: `setting-${setting.key}-value`, effective_from: `setting-${setting.key}-from` };
  const form = useZodForm(
    storeSettingChangeSchema,
    { value: '', effective_from: '' },
    {
      toInput: (v) => ({
        key: setting.key,
        value: v.value.trim() === '' ? Number.NaN : Number(v.value),
        effective_from: v.effective_from ? new Date(`${v.effective_from}:00Z`).toISOString() : null,
      }),
      fieldId: (name) => (name === 'effective_from' ? ids.effective_from : ids.value),
    },
  );
  const { values, errors, set } = form;
  const fromHint = 'Empty for now; a later date is allowed, an earlier one is not.';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = await form.validate();
    if (!input) return;
    change.mutate(input, {
      onSuccess: () => {
        form.reset();
        toast.success('Setting saved', {
          description: `${meta.label}: ${shown(setting.key, input.value)} from ${input.effective_from ? utc(input.effective_from) : 'now'}.`,
        });
      },
      onError: (error) =>
        reportFailure(error, {
          title: 'Setting not saved',
          description: 'Please check the value and the date.',
          onFieldErrors: form.showErrors,
        }),
    });
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-3 rounded-md border border-border p-3"
      aria-labelledby={`setting-${setting.key}`}
    >
      <h3 id={`setting-${setting.key}`} className="font-semibold text-fg">
        {meta.label}: <span className="text-primary">{shown(setting.key, setting.current)}</span>
      </h3>
      <p className="text-sm text-muted">{meta.hint}</p>
      <ul className="space-y-1 text-sm text-muted" aria-label={`${meta.label} over time`}>
        {setting.entries.map((entry) => (
          <li key={entry.effective_from}>
            {shown(setting.key, entry.value)} from{' '}
            {entry.effective_from.startsWith('1970') ? 'the start' : utc(entry.effective_from)}
            {entry.created_by ? `, set by ${entry.created_by}` : ''}
          </li>
        ))}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={ids.value} label={`New value (${meta.min}–${meta.max})`} required error={errors.value}>
          <Input
            id={ids.value}
            inputMode="numeric"
            value={values.value}
            onChange={(e) => set('value', e.target.value)}
            aria-invalid={errors.value ? true : undefined}
            aria-describedby={describedBy(ids.value, undefined, errors.value)}
          />
        </Field>
        <Field id={ids.effective_from} label="From (UTC)" hint={fromHint} error={errors.effective_from}>
          <Input
            id={ids.effective_from}
            type="datetime-local"
            value={values.effective_from}
            onChange={(e) => set('effective_from', e.target.value)}
            aria-invalid={errors.effective_from ? true : undefined}
            aria-describedby={describedBy(ids.effective_from, fromHint, errors.effective_from)}
          />
        </Field>
      </div>
      <Button type="submit" size="sm" disabled={change.isPending} aria-label={`Save ${meta.label}`}>
        Save
      </Button>
    </form>
  );
}

export function StoreSettings() {
  const { data, isPending, isError } = useQuery(storeSettingsQuery);
  return (
    <Card className="space-y-4" role="region" aria-labelledby="store-settings-title">
      <h2 id="store-settings-title" className="text-lg font-bold text-fg">
        Store settings
      </h2>
      {isPending ? (
        <Spinner label="Loading the store settings…" />
      ) : isError ? (
        <p role="alert" className="text-danger">
          The store settings could not be loaded.
        </p>
      ) : (
        data.settings.map((setting) => <SettingCard key={setting.key} setting={setting} />)
      )}
    </Card>
  );
}
