/**
 * The console's Minecraft links tab, for support: find a site account by Discord or Minecraft name,
 * link a Minecraft account (uuid and name, the in-game link's rules) or unlink it after confirming.
 */
import type { LinkedAccount } from '@shared/account-link/console/api';
import { staffLinkSchema } from '@shared/account-link/console/requests';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useZodForm } from '../../forms';
import { accountSearchQuery, useStaffLink, useStaffUnlink } from './links-api';

export default function LinksPanel() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const search = useQuery(accountSearchQuery(q));
  const accounts = search.data?.accounts ?? [];
  return (
    <div className="space-y-4">
      <Field
        id="links-search"
        label="Find an account"
        hint="Part of a Discord or Minecraft name (2 letters at least)."
      >
        <Input
          id="links-search"
          type="search"
          value={text}
          autoComplete="off"
          aria-describedby={describedBy('links-search', 'hint')}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      {search.isFetching && <Spinner label="Searching…" />}
      {search.isError && <p role="alert">The accounts could not be loaded: {search.error.message}</p>}
      {q.length >= 2 && search.data && accounts.length === 0 && (
        <p className="text-muted">No account matches.</p>
      )}
      <ul className="space-y-3" aria-label="Accounts found">
        {accounts.map((account) => (
          <li key={account.user_id}>
            <AccountCard account={account} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function AccountCard({ account }: { account: LinkedAccount }) {
  const id = (name: string) => `link-${account.user_id}-${name}`;
  const form = useZodForm(
    staffLinkSchema,
    { player_uuid: account.mc_uuid ?? '', player_name: account.mc_username ?? '' },
    { fieldId: (name) => id(name) },
  );
  const link = useStaffLink(account.user_id, form.showErrors);
  const unlink = useStaffUnlink(account.user_id);
  const [confirming, setConfirming] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.validate();
    if (body) link.mutate(body);
  };
  const linked = account.mc_username
    ? `Linked to ${account.mc_username} (${account.mc_uuid})`
    : 'No Minecraft account linked';

  return (
    <Card role="region" aria-label={`@${account.discord_username}`}>
      <h2 className="font-bold text-fg">@{account.discord_username}</h2>
      <p className="text-sm text-muted">{linked}</p>
      <form onSubmit={submit} className="mt-3 grid gap-3 md:grid-cols-[1fr_2fr_auto] md:items-end">
        <Field id={id('player_name')} label="Minecraft name" error={form.errors.player_name}>
          <Input
            id={id('player_name')}
            value={form.values.player_name}
            autoComplete="off"
            aria-invalid={form.errors.player_name ? true : undefined}
            aria-describedby={describedBy(id('player_name'), undefined, form.errors.player_name)}
            onChange={(event) => form.set('player_name', event.target.value)}
          />
        </Field>
        <Field id={id('player_uuid')} label="Minecraft uuid" error={form.errors.player_uuid}>
          <Input
            id={id('player_uuid')}
            value={form.values.player_uuid}
            autoComplete="off"
            aria-invalid={form.errors.player_uuid ? true : undefined}
            aria-describedby={describedBy(id('player_uuid'), undefined, form.errors.player_uuid)}
            onChange={(event) => form.set('player_uuid', event.target.value)}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={link.isPending}>
            Link<span className="sr-only"> @{account.discord_username}</span>
          </Button>
          {account.mc_username && (
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              Unlink<span className="sr-only"> @{account.discord_username}</span>
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Unlink ${account.mc_username}?`}
        description={`@${account.discord_username} will have no Minecraft account linked until one is linked again.`}
        confirmLabel="Unlink account"
        onConfirm={() => unlink.mutate(undefined)}
      />
    </Card>
  );
}
