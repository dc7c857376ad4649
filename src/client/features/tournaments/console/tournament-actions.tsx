/**
 * A tournament's settings and one-click actions in the console: edit while sign-ups are open, open
 * and close sign-ups, try a practice draw (and remove it), crown the final's winner, cancel with a
 * reason. Closing, removing, crowning and cancelling ask first in a dialog.
 */

import type { StaffTournament } from '@shared/tournaments/console/api';
import { MAX_CANCEL_REASON, tournamentCancelRequest } from '@shared/tournaments/console/requests';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../forms';
import { EditTournament } from './tournament-form';
import { settingsQuery, type TournamentAction, useTournamentAction } from './tournaments-api';

type Confirmable = 'close' | 'remove-practice-draw' | 'crown';

const DONE: Record<TournamentAction['kind'], string> = {
  open: 'Sign-ups opened',
  close: 'Sign-ups closed',
  crown: 'Champion crowned',
  'practice-draw': 'Practice draw made',
  'remove-practice-draw': 'Practice draw removed',
  cancel: 'Tournament cancelled',
};

const QUESTIONS: Record<
  Confirmable,
  { title: string; body: (t: StaffTournament) => string; confirm: string }
> = {
  close: {
    title: 'Close sign-ups?',
    body: (t) => `Nobody can sign up for ${t.name} until sign-ups are opened again.`,
    confirm: 'Close sign-ups',
  },
  'remove-practice-draw': {
    title: 'Remove the practice draw?',
    body: (t) =>
      `The practice bracket of ${t.name} and its stand-ins are deleted. The tournament is not touched.`,
    confirm: 'Remove practice draw',
  },
  crown: {
    title: 'Crown the champion?',
    body: (t) =>
      `${t.final_winner ?? 'The winner'} becomes the champion of ${t.name} and gets the champion badge. This is done once.`,
    confirm: 'Crown champion',
  },
};

function CancelDialog({
  tournament,
  open,
  onOpenChange,
  act,
}: {
  tournament: StaffTournament;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  act: ReturnType<typeof useTournamentAction>;
}) {
  const form = useZodForm(tournamentCancelRequest, { reason: '' }, { fieldId: () => 'cancel-reason' });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = await form.validate();
    if (valid) act.mutate({ kind: 'cancel', reason: valid.reason }, { onSuccess: () => onOpenChange(false) });
  };
  const hint = 'Everyone signed up sees it on the tournament page.';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel ${tournament.name}?`}
      description="Sign-ups stop and the tournament page says it is cancelled. This cannot be undone."
    >
      <form onSubmit={(e) => void submit(e)} className="mt-4 space-y-3" noValidate>
        <Field id="cancel-reason" label="Reason" required hint={hint} error={form.errors.reason}>
          <Textarea
            id="cancel-reason"
            rows={3}
            maxLength={MAX_CANCEL_REASON}
            value={form.values.reason}
            onChange={(e) => form.set('reason', e.target.value)}
            aria-describedby={describedBy('cancel-reason', hint, form.errors.reason)}
            aria-invalid={!!form.errors.reason}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          <Button type="submit" variant="danger" disabled={act.isPending}>
            Cancel tournament
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function TournamentActions({
  tournament,
  isAdmin,
}: {
  tournament: StaffTournament;
  isAdmin: boolean;
}) {
  const [asking, setAsking] = useState<Confirmable | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState(false);
  const settings = useQuery({ ...settingsQuery(tournament.slug), enabled: editing });
  const act = useTournamentAction(tournament.slug, {
    onSuccess: (_answer, action) => {
      setAsking(null);
      toast.success(DONE[action.kind]);
    },
    onError: (error, action) =>
      reportFailure(error, { title: `${DONE[action.kind]}: not done`, description: 'Please try again.' }),
  });
  const beforeStart =
    !tournament.practice_of &&
    (tournament.status === 'open' || tournament.status === 'closed' || tournament.status === 'draft');
  const question = asking ? QUESTIONS[asking] : null;
  return (
    <section aria-label={`Manage ${tournament.name}`} className="space-y-3">
      {tournament.practice_of && (
        <p className="text-sm text-warning">
          A practice draw of another tournament: nothing here counts. Remove it from that tournament.
        </p>
      )}
      {tournament.status === 'cancelled' && (
        <p className="text-sm text-danger">Cancelled: {tournament.cancel_reason}</p>
      )}
      {tournament.champion && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-fg">
          <Badge variant="success">Champion</Badge> {tournament.champion}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {beforeStart && (
          <Button size="sm" variant="secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            {editing ? 'Stop editing' : 'Edit settings'}
          </Button>
        )}
        {beforeStart && !tournament.registration_open && (
          <Button size="sm" onClick={() => act.mutate({ kind: 'open' })} disabled={act.isPending}>
            Open sign-ups
          </Button>
        )}
        {beforeStart && tournament.status === 'open' && (
          <Button size="sm" variant="secondary" onClick={() => setAsking('close')} disabled={act.isPending}>
            Close sign-ups
          </Button>
        )}
        {beforeStart &&
          (tournament.practice_draw ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setAsking('remove-practice-draw')}
              disabled={act.isPending}
            >
              Remove practice draw
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => act.mutate({ kind: 'practice-draw' })}
              disabled={act.isPending}
            >
              Practice draw (try the bracket)
            </Button>
          ))}
        {!tournament.practice_of && tournament.final_winner && !tournament.champion && (
          <Button size="sm" onClick={() => setAsking('crown')} disabled={act.isPending}>
            Crown {tournament.final_winner}
          </Button>
        )}
        {isAdmin &&
          !tournament.practice_of &&
          tournament.status !== 'cancelled' &&
          tournament.status !== 'completed' && (
            <Button size="sm" variant="danger" onClick={() => setCancelling(true)}>
              Cancel tournament
            </Button>
          )}
      </div>
      {tournament.practice_draw && (
        <p className="text-sm text-muted">
          Practice draw standing:{' '}
          <a className="text-primary underline" href={`/tournament-bracket?t=${tournament.practice_draw}`}>
            see the practice bracket
          </a>
          . Nothing in it counts.
        </p>
      )}
      {editing &&
        (settings.data ? (
          // Mounted once per opening: a live refetch of the settings must not wipe what is typed.
          <EditTournament settings={settings.data.tournament} onSaved={() => setEditing(false)} />
        ) : settings.isError ? (
          <p className="text-danger">The settings could not be loaded.</p>
        ) : (
          <Spinner label="Loading the settings…" />
        ))}
      <p className="text-xs text-muted">Starts {estDateTime(tournament.starts_at)}.</p>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={question?.title ?? ''}
        description={question?.body(tournament) ?? ''}
        confirmLabel={question?.confirm ?? ''}
        variant={asking === 'crown' ? 'primary' : 'danger'}
        onConfirm={() => asking && act.mutate({ kind: asking })}
      />
      {isAdmin && (
        <CancelDialog
          key={String(cancelling)}
          tournament={tournament}
          open={cancelling}
          onOpenChange={setCancelling}
          act={act}
        />
      )}
    </section>
  );
}
