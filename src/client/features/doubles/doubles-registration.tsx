/**
 * The registration part of the page (spec §4 'Doubles registration'): no registration → the form,
 * or while sign-ups are shut, when they open (in the singles cup's words) or that they are over;
 * after registering → the confirmation view; 'Modify Team' → the form as 'Edit Your Team'; an
 * update → back to the confirmation. Visitors see the form too; submitting asks them to sign in.
 */
import type { MeResponse } from '@shared/auth/me';
import type { DoublesTournament } from '@shared/doubles/api';
import { registrationOpensMessage } from '@shared/tournaments/registration-window';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../auth';
import { DoublesConfirmation } from './doubles-confirmation';
import { DoublesForm } from './doubles-form';
import { myDoublesQuery } from './use-doubles';

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10">
      <Spinner label={label} />
    </div>
  );
}

function Closed({ tournament }: { tournament: DoublesTournament }) {
  if (tournament.registration_opens_at) {
    return (
      <Card>
        <h2 className="text-xl font-bold text-fg">Registration is not open yet</h2>
        <p className="mt-2 text-muted">{registrationOpensMessage(tournament.registration_opens_at)}</p>
      </Card>
    );
  }
  return (
    <Card>
      <h2 className="text-xl font-bold text-fg">Registration is closed</h2>
      <p className="mt-2 text-muted">
        Sign-ups for {tournament.name} are over. Follow the bracket and the matches in Discord.
      </p>
    </Card>
  );
}

function SignedIn({ user, player }: { user: NonNullable<MeResponse['user']>; player: MeResponse['player'] }) {
  const mine = useQuery(myDoublesQuery(user.id));
  const [editing, setEditing] = useState(false);
  if (mine.isPending) return <Loading label="Loading your registration…" />;
  if (mine.isError) {
    return (
      <Card role="alert" className="space-y-3">
        <p className="text-danger">{mine.error.message}</p>
        <Button variant="secondary" onClick={() => void mine.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const { tournament, registration } = mine.data;
  if (!registration) {
    if (!tournament.registration_open) return <Closed tournament={tournament} />;
    return (
      <DoublesForm
        mode="create"
        session={{ user, player }}
        registration={null}
        times={tournament}
        onDone={() => setEditing(false)}
      />
    );
  }
  if (editing && tournament.registration_open) {
    return (
      <DoublesForm
        mode="edit"
        session={{ user, player }}
        registration={registration}
        times={tournament}
        onDone={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <DoublesConfirmation
      registration={registration}
      tournament={tournament}
      onModify={() => setEditing(true)}
    />
  );
}

export function DoublesRegistration({ tournament }: { tournament: DoublesTournament | undefined }) {
  const { loading, user, player } = useSession();
  if (loading) return <Loading label="Checking your sign-in…" />;
  if (user) return <SignedIn user={user} player={player} />;
  if (tournament && !tournament.registration_open) return <Closed tournament={tournament} />;
  return (
    <DoublesForm
      mode="create"
      session={{ user: null, player: null }}
      registration={null}
      times={tournament ?? null}
      onDone={() => {}}
    />
  );
}
