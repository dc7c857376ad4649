/**
 * The console's Discord roles tab (admins): which guild role follows each rank, the gym-leader
 * seat, staff, and being registered for each tournament still ahead, with the bot's state in plain
 * words. Each row saves on its own (audited); removing a mapping asks first. The live topic keeps
 * it current when another admin saves or the bot settles a role change.
 */
import { roleMappingUpdate } from '@shared/discord/requests';
import type { RoleMappingsResponse } from '@shared/discord/roles';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useZodForm } from '../../forms';
import { useLiveTopics } from '../../live';
import { discordRolesQuery, useSaveRoleMapping } from './discord-roles-api';

type Mapping = RoleMappingsResponse['mappings'][number];

const HINT = 'The role id: in Discord, Server Settings → Roles → ⋯ → Copy Role ID (developer mode).';
const controlId = (target: string) => `discord-role-${target.replace(/[^a-z0-9-]/gi, '-')}`;

/** The bot's state as an admin needs it: does anything reach Discord, and if not, why. */
function BotState({ data }: { data: RoleMappingsResponse }) {
  const state = !data.bot_configured
    ? data.demo_mode
      ? {
          badge: <Badge variant="secondary">Would send (demo)</Badge>,
          text: `This demo site has no Discord bot: role changes are not sent but listed in the Outbox tab as "would send" (${data.would_send} so far).`,
        }
      : {
          badge: <Badge variant="warning">Off</Badge>,
          text: `The bot is off (DISCORD_BOT_TOKEN or DISCORD_GUILD_ID is not set): nobody's roles change. ${data.would_send} role changes were kept as "would send".`,
        }
    : data.missing_permission > 0
      ? {
          badge: <Badge variant="danger">Missing permission</Badge>,
          text: `Discord refused the last ${data.missing_permission === 1 ? 'role change' : `${data.missing_permission} role changes`} with 403${data.last_refused_at ? ` (newest queued ${estDateTime(data.last_refused_at)})` : ''}. Give the bot the Manage Roles permission and move its role above the roles it sets; the nightly check then repairs every member.`,
        }
      : {
          badge: <Badge variant="success">On</Badge>,
          text: 'The bot adds and removes these roles as players change, and repairs drift every night.',
        };
  return (
    <Card role="status" aria-label="Discord bot" className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">Discord bot {state.badge}</p>
      <p className="text-sm text-muted">{state.text}</p>
    </Card>
  );
}

function MappingRow({ mapping }: { mapping: Mapping }) {
  const id = controlId(mapping.target);
  const form = useZodForm(
    roleMappingUpdate,
    { target: mapping.target, role_id: mapping.role_id ?? '' },
    { fieldId: () => id },
  );
  const save = useSaveRoleMapping(mapping.label, form.showErrors);
  const error = form.errors.role_id ?? form.errors.target;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change = await form.validate();
    if (change) save.mutate(change);
  };
  return (
    <li>
      <Card>
        <form onSubmit={submit} aria-label={mapping.label} className="space-y-3">
          <Field id={id} label={mapping.label} hint={HINT} error={error}>
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="off"
              placeholder="Not mapped"
              value={form.values.role_id}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, HINT, error)}
              onChange={(event) => form.set('role_id', event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
              <span className="sr-only"> {mapping.label}</span>
            </Button>
            {mapping.role_id && (
              <ConfirmDialog
                trigger={
                  <Button type="button" size="sm" variant="ghost" disabled={save.isPending}>
                    Remove role<span className="sr-only"> of {mapping.label}</span>
                  </Button>
                }
                title={`Stop giving a role for "${mapping.label}"?`}
                description="Members keep the role on Discord until tonight's check takes it back; the site stops adding it."
                confirmLabel="Remove"
                onConfirm={() => save.mutate({ target: mapping.target, role_id: null })}
              />
            )}
          </div>
        </form>
      </Card>
    </li>
  );
}

function MappingGroup({ title, mappings, empty }: { title: string; mappings: Mapping[]; empty?: string }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="font-display text-lg font-bold">{title}</h3>
      {mappings.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {mappings.map((m) => (
            // Keyed by the saved id too: after a save or a live change the row starts from the server's value.
            <MappingRow key={`${m.target} ${m.role_id ?? ''}`} mapping={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function DiscordRolesPanel() {
  useLiveTopics('discord_roles');
  const { data, isError } = useQuery(discordRolesQuery);
  if (isError) return <p role="alert">We could not load the Discord roles.</p>;
  if (!data) return <Spinner label="Loading the Discord roles…" />;
  const ranks = data.mappings.filter((m) => m.target.startsWith('rank:'));
  const seats = data.mappings.filter((m) => m.target === 'gym_leader' || m.target === 'staff');
  const cups = data.mappings.filter((m) => m.target.startsWith('tournament:'));
  return (
    <div className="space-y-6">
      <h2 className="font-display text-xl font-bold">Discord roles</h2>
      <BotState data={data} />
      <MappingGroup title="Ranks" mappings={ranks} />
      <MappingGroup title="Gym leaders and staff" mappings={seats} />
      <MappingGroup
        title="Registered for a tournament"
        mappings={cups}
        empty="No tournament is open or coming up."
      />
    </div>
  );
}
