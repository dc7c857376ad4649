/**
 * The game servers tab: the bridge's tokens. Everyone on staff sees the list; admins create a
 * token (shown once, here, never again) and revoke one.
 */

import {
  type GameServerCreatedResponse,
  gameServerCreateSchema,
  type StaffGameServer,
} from '@shared/bridge/console/game-servers';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../forms';
import { serversQuery, useCreateServer, useRevokeServer } from './game-servers-api';

const when = (iso: string | null, never: string) => (iso ? estDateTime(iso) : never);

function ServerRow({ server, isAdmin }: { server: StaffGameServer; isAdmin: boolean }) {
  const revoke = useRevokeServer(server.name);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface/80 p-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="break-words font-semibold text-fg">{server.name}</p>
        <p className="text-sm text-muted">
          Created {when(server.created_at, '')} · Last seen {when(server.last_seen_at, 'never')}
          {server.revoked_at && ` · Revoked ${when(server.revoked_at, '')}`}
        </p>
      </div>
      {server.revoked_at ? (
        <Badge variant="secondary">Revoked</Badge>
      ) : (
        <Badge variant="success">Active</Badge>
      )}
      {isAdmin && !server.revoked_at && (
        <ConfirmDialog
          trigger={
            <Button
              size="sm"
              variant="secondary"
              disabled={revoke.isPending}
              aria-label={`Revoke token of ${server.name}`}
            >
              Revoke
            </Button>
          }
          title={`Revoke the token of ${server.name}?`}
          description={`${server.name} will no longer be able to call the game API with its token. This cannot be undone.`}
          confirmLabel="Revoke token"
          onConfirm={() =>
            revoke.mutate(undefined, {
              onSuccess: () =>
                toast.success('Token revoked', { description: `${server.name} can no longer call in.` }),
              onError: (error) =>
                reportFailure(error, { title: 'Token not revoked', description: 'Please try again.' }),
            })
          }
        />
      )}
    </li>
  );
}

function CreateServer() {
  const form = useZodForm(gameServerCreateSchema, { name: '' }, { fieldId: () => 'game-server-name' });
  const name = form.values.name;
  const error = form.errors.name;
  const [created, setCreated] = useState<GameServerCreatedResponse | null>(null);
  const create = useCreateServer();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.validate())) return;
    create.mutate(name.trim(), {
      onSuccess: (answer) => {
        setCreated(answer);
        form.reset();
      },
      onError: (failure) =>
        reportFailure(failure, {
          title: 'Token not created',
          description: 'Please try again.',
          onFieldErrors: form.showErrors,
        }),
    });
  };
  return (
    <section aria-labelledby="new-server-title" className="space-y-3">
      <h2 id="new-server-title" className="text-lg font-bold text-fg">
        New game server
      </h2>
      <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
        <div className="space-y-1">
          <Label htmlFor="game-server-name">Server name</Label>
          <Input
            id="game-server-name"
            value={name}
            onChange={(e) => form.set('name', e.target.value)}
            maxLength={40}
            placeholder="survival-1"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'game-server-name-error' : undefined}
          />
          {error && (
            <p id="game-server-name-error" className="text-sm text-danger">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" disabled={create.isPending || name.trim() === ''}>
          {create.isPending ? 'Creating…' : 'Create token'}
        </Button>
      </form>
      {created && (
        <Card role="status" className="space-y-2">
          <p className="font-semibold text-fg">Token for {created.server.name}</p>
          <p className="text-sm text-muted">
            Copy it now: it is shown only once. Give it to the server plugin as its bridge token.
          </p>
          <code className="block break-all rounded bg-surface-2 px-2 py-1 text-sm text-fg">
            {created.token}
          </code>
          <Button size="sm" variant="ghost" onClick={() => setCreated(null)}>
            Done
          </Button>
        </Card>
      )}
    </section>
  );
}

/** The Game servers tab: the bridge's tokens; admins create (the token shows once) and revoke. */
export default function GameServersPanel({ isAdmin }: { isAdmin: boolean }) {
  const servers = useQuery(serversQuery);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="servers-title" className="space-y-3">
        <h2 id="servers-title" className="text-lg font-bold text-fg">
          Game servers
        </h2>
        {!isAdmin && <p className="text-sm text-muted">Admins create and revoke game-server tokens.</p>}
        {servers.isPending ? (
          <Spinner label="Loading game servers…" />
        ) : servers.isError ? (
          <Card role="alert">
            <p>We could not load the game servers.</p>
            <Button variant="secondary" className="mt-3" onClick={() => void servers.refetch()}>
              Try again
            </Button>
          </Card>
        ) : servers.data.servers.length === 0 ? (
          <p className="text-muted">No game servers yet.</p>
        ) : (
          <ul className="space-y-2" aria-label="Game servers">
            {servers.data.servers.map((server) => (
              <ServerRow key={server.name} server={server} isAdmin={isAdmin} />
            ))}
          </ul>
        )}
      </section>
      {isAdmin && <CreateServer />}
    </div>
  );
}
