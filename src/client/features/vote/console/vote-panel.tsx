/**
 * The console's Vote sites tab: the vote page's cards (name, https link, rewards text) and the vote
 * party's goal. Admins change them; other staff read them. A save that drops sites asks first.
 */
import { MAX_VOTE_SITES, type StaffVoteResponse, voteSettingsSchema } from '@shared/vote/admin';
import { useQuery } from '@tanstack/react-query';
import { ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useZodForm } from '../../forms';
import { useSaveVoteSettings, voteSettingsQuery } from './vote-settings-queries';

type SiteRow = { name: string; url: string; rewards: string };
type Values = { sites: SiteRow[]; party_goal: string };

const controlId = (name: string) => `vote-${name.replaceAll('.', '-')}`;

export default function VotePanel() {
  const settings = useQuery(voteSettingsQuery);
  if (settings.isError)
    return <p role="alert">The vote settings could not be loaded: {settings.error.message}</p>;
  if (!settings.data) return <Spinner label="Loading the vote settings…" />;
  // Keyed by the saved settings: after a save the form starts from what the server stored.
  return <VoteForm key={JSON.stringify(settings.data)} data={settings.data} />;
}

function VoteForm({ data }: { data: StaffVoteResponse }) {
  const form = useZodForm(
    voteSettingsSchema,
    { sites: data.sites.map((site) => ({ ...site })), party_goal: String(data.party_goal) } as Values,
    {
      toInput: (values) => ({
        ...values,
        party_goal: values.party_goal.trim() === '' ? Number.NaN : Number(values.party_goal),
      }),
      fieldId: controlId,
    },
  );
  const { values, errors, set } = form;
  const save = useSaveVoteSettings(form.showErrors);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const canEdit = data.can_edit;

  const setSite = (index: number, field: keyof SiteRow, value: string) =>
    set(
      'sites',
      values.sites.map((site, i) => (i === index ? { ...site, [field]: value } : site)),
    );
  const moveUp = (index: number) => {
    const sites = [...values.sites];
    [sites[index - 1], sites[index]] = [sites[index]!, sites[index - 1]!];
    set('sites', sites);
  };

  const publish = async () => {
    const settings = await form.validate();
    if (settings) save.mutate(settings);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Fewer cards than the page shows now: a removal, which asks first. An edited link is not one.
    if (values.sites.length < data.sites.length) {
      const names = new Set(values.sites.map((site) => site.name.trim()));
      const gone = data.sites.filter((site) => !names.has(site.name)).map((site) => site.name);
      setConfirming(gone.length > 0 ? gone : [`${data.sites.length - values.sites.length} site(s)`]);
    } else void publish();
  };

  return (
    <form onSubmit={submit} aria-label="Vote sites and party goal" className="space-y-6">
      {!canEdit && (
        <p className="text-sm text-muted">You can read the vote settings; only admins change them.</p>
      )}
      <ol className="space-y-4" aria-label="Vote sites">
        {values.sites.map((site, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a link may be blank.
          <li key={index}>
            <Card>
              <fieldset className="grid gap-3 md:grid-cols-3">
                <legend className="mb-2 font-semibold text-fg">Site {index + 1}</legend>
                {(['name', 'url', 'rewards'] as const).map((field) => {
                  const id = controlId(`sites.${index}.${field}`);
                  const error = errors[`sites.${index}.${field}`];
                  const hint =
                    field === 'url' ? 'https:// only' : field === 'rewards' ? 'Optional' : undefined;
                  return (
                    <Field
                      key={field}
                      id={id}
                      label={field === 'name' ? 'Name' : field === 'url' ? 'Link' : 'Rewards'}
                      hint={hint}
                      error={error}
                    >
                      <Input
                        id={id}
                        value={site[field]}
                        readOnly={!canEdit}
                        inputMode={field === 'url' ? 'url' : undefined}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={describedBy(id, hint, error)}
                        onChange={(event) => setSite(index, field, event.target.value)}
                      />
                    </Field>
                  );
                })}
              </fieldset>
              {canEdit && (
                <div className="mt-3 flex flex-wrap gap-2">
                  {index > 0 && (
                    <Button type="button" size="sm" variant="secondary" onClick={() => moveUp(index)}>
                      <ArrowUp aria-hidden="true" className="h-4 w-4" /> Move up
                      <span className="sr-only"> {site.name || `site ${index + 1}`}</span>
                    </Button>
                  )}
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      set(
                        'sites',
                        values.sites.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
                    <span className="sr-only"> {site.name || `site ${index + 1}`}</span>
                  </Button>
                </div>
              )}
            </Card>
          </li>
        ))}
      </ol>
      {errors.sites && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.sites}
        </p>
      )}
      {canEdit && values.sites.length < MAX_VOTE_SITES && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => set('sites', [...values.sites, { name: '', url: 'https://', rewards: '' }])}
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a vote site
        </Button>
      )}
      <Field
        id={controlId('party_goal')}
        label="Vote party goal (votes)"
        hint="Match the game server’s own vote party setting."
        error={errors.party_goal}
        className="max-w-xs"
      >
        <Input
          id={controlId('party_goal')}
          inputMode="numeric"
          value={values.party_goal}
          readOnly={!canEdit}
          aria-invalid={errors.party_goal ? true : undefined}
          aria-describedby={describedBy(
            controlId('party_goal'),
            'Match the game server’s own vote party setting.',
            errors.party_goal,
          )}
          onChange={(event) => set('party_goal', event.target.value)}
        />
      </Field>
      {canEdit && (
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save vote settings'}
        </Button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Remove vote sites?"
        description={`The vote page will no longer show ${confirming?.join(', ')}.`}
        confirmLabel="Remove and save"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setConfirming(null);
          void publish();
        }}
      />
    </form>
  );
}
