/**
 * The console's Bans tab: find a player by site or Minecraft name, ban them with a reason and an
 * optional end (entered in EST, like every time on the site), see active and past bans, and lift a
 * ban with a reason. Staff and admins may ban.
 */
import type { BanCandidatesResponse, BanView } from '@shared/bans/api';
import { banCreateSchema, banLiftSchema } from '@shared/bans/console/requests';
import { estDateTime, isoFromEstInput } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useZodForm } from '../../forms';
import { banCandidatesQuery, banListQuery, useBan, useUnban } from './bans-api';

type Candidate = BanCandidatesResponse['players'][number];

export default function BansPanel() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const search = useQuery(banCandidatesQuery(q));
  const list = useQuery(banListQuery());
  const found = search.data?.players ?? [];
  const bans = list.data?.bans ?? [];
  return (
    <div className="space-y-6">
      <section aria-labelledby="ban-find-title" className="space-y-4">
        <h2 id="ban-find-title" className="text-lg font-bold">
          Ban a player
        </h2>
        <Field
          id="ban-search"
          label="Find a player"
          hint="Part of a site or Minecraft name (2 letters at least)."
        >
          <Input
            id="ban-search"
            type="search"
            value={text}
            autoComplete="off"
            aria-describedby={describedBy('ban-search', 'hint')}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        {search.isFetching && <Spinner label="Searching…" />}
        {search.isError && <p role="alert">The players could not be loaded: {search.error.message}</p>}
        {q.length >= 2 && search.data && found.length === 0 && (
          <p className="text-muted">No player matches.</p>
        )}
        <ul className="space-y-3" aria-label="Players found">
          {found.map((player) => (
            <li key={player.id}>
              <BanForm player={player} onDone={() => setText('')} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ban-list-title" className="space-y-3">
        <h2 id="ban-list-title" className="text-lg font-bold">
          Bans
        </h2>
        {list.isPending && <Spinner label="Loading bans…" />}
        {list.isError && <p role="alert">The bans could not be loaded: {list.error.message}</p>}
        {list.data && bans.length === 0 && <p className="text-muted">Nobody has been banned.</p>}
        <ul className="space-y-3" aria-label="Bans">
          {bans.map((ban) => (
            <li key={ban.id}>
              <BanCard ban={ban} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const playerName = (p: { name: string; minecraft_name: string | null }) =>
  p.minecraft_name && p.minecraft_name !== p.name ? `${p.name} (${p.minecraft_name})` : p.name;

function BanForm({ player, onDone }: { player: Candidate; onDone: () => void }) {
  const id = (name: string) => `ban-${player.id}-${name}`;
  const form = useZodForm(
    banCreateSchema,
    { reason: '', ends_local: '' },
    {
      fieldId: (name) => id(name),
      toInput: (v) => ({
        player_id: player.id,
        reason: v.reason,
        ends_at: isoFromEstInput(v.ends_local) || null,
      }),
    },
  );
  const ban = useBan(form.showErrors, onDone);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (body) ban.mutate(body);
  };
  const endsError = form.errors.ends_at;
  return (
    <Card role="region" aria-label={playerName(player)}>
      <h3 className="font-bold text-fg">{playerName(player)}</h3>
      {player.banned ? (
        <p className="text-sm text-muted">Banned now: lift that ban below first.</p>
      ) : (
        <form onSubmit={submit} className="mt-3 grid gap-3 md:grid-cols-[2fr_1fr_auto] md:items-end">
          <Field id={id('reason')} label="Reason" error={form.errors.reason}>
            <Input
              id={id('reason')}
              value={form.values.reason}
              autoComplete="off"
              aria-invalid={form.errors.reason ? true : undefined}
              aria-describedby={describedBy(id('reason'), undefined, form.errors.reason)}
              onChange={(event) => form.set('reason', event.target.value)}
            />
          </Field>
          <Field id={id('ends_at')} label="Ends (EST)" hint="Empty: until lifted." error={endsError}>
            <Input
              id={id('ends_at')}
              type="datetime-local"
              value={form.values.ends_local}
              aria-invalid={endsError ? true : undefined}
              aria-describedby={describedBy(id('ends_at'), 'hint', endsError)}
              onChange={(event) => form.set('ends_local', event.target.value)}
            />
          </Field>
          <Button type="submit" variant="danger" disabled={ban.isPending}>
            Ban<span className="sr-only"> {playerName(player)}</span>
          </Button>
        </form>
      )}
    </Card>
  );
}

function BanCard({ ban }: { ban: BanView }) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(banLiftSchema, { reason: '' }, { fieldId: () => `unban-${ban.id}-reason` });
  const unban = useUnban(ban.id, form.showErrors, () => setOpen(false));
  const name = playerName(ban.player);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (body) unban.mutate(body.reason);
  };
  const until = ban.ends_at ? `until ${estDateTime(ban.ends_at)}` : 'until lifted';
  return (
    <Card role="region" aria-label={`Ban of ${name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-fg">{name}</h3>
        <Badge variant={ban.active ? 'danger' : 'secondary'}>{ban.active ? 'Active' : 'Past'}</Badge>
      </div>
      <p className="text-sm text-fg">{ban.reason}</p>
      <p className="text-sm text-muted">
        By {ban.banned_by} on {estDateTime(ban.starts_at)}, {until}.
        {ban.lifted_at && ` Lifted by ${ban.lifted_by} on ${estDateTime(ban.lifted_at)}: ${ban.lift_reason}`}
      </p>
      {ban.active && (
        <Button type="button" variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
          Unban<span className="sr-only"> {name}</span>
        </Button>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Unban ${name}?`}
        description="Say why the ban is lifted."
      >
        <form onSubmit={submit} className="mt-4 space-y-4">
          <Field id={`unban-${ban.id}-reason`} label="Reason for lifting" error={form.errors.reason}>
            <Input
              id={`unban-${ban.id}-reason`}
              value={form.values.reason}
              autoComplete="off"
              aria-invalid={form.errors.reason ? true : undefined}
              aria-describedby={describedBy(`unban-${ban.id}-reason`, undefined, form.errors.reason)}
              onChange={(event) => form.set('reason', event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Keep the ban
            </Button>
            <Button type="submit" variant="danger" disabled={unban.isPending}>
              Unban
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
