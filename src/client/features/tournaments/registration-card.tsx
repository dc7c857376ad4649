import { holdsPlace, type MyRegistration, type TournamentDetails } from '@shared/tournaments/api';
import { acceptsNoChanges } from '@shared/tournaments/registration-window';
import { estTime } from '@shared/tournaments/time';
import { CheckCircle2, Clock, Users } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { reportFailure } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useRegistrationActions } from './tournament-queries';

/**
 * The card beside the page (below it on a phone): how full the field is and, for a registered player, the
 * confirmed or waitlist message, check-in when its window is open, and withdrawal.
 */
export function RegistrationCard({
  tournament,
  me,
  signedIn,
  now = new Date(),
}: {
  tournament: TournamentDetails;
  me: MyRegistration | null;
  signedIn: boolean;
  now?: Date;
}) {
  const { withdraw, checkIn } = useRegistrationActions(tournament.slug);
  const active = holdsPlace(me);
  // Once under way or cancelled the server refuses a withdrawal, and check-in is over: neither is offered.
  const started = acceptsNoChanges(
    { status: tournament.status, starts_at: new Date(tournament.starts_at) },
    now,
  );
  const full = Math.min(100, Math.round((tournament.registered / tournament.cap) * 100));
  return (
    <Card
      id="your-registration"
      aria-labelledby="registration-card-title"
      role="region"
      className="scroll-mt-24 space-y-4"
    >
      <h2 id="registration-card-title" className="text-xl font-bold text-fg">
        Registration
      </h2>
      <div>
        <p className="flex items-center gap-2 text-fg">
          <Users className="h-4 w-4 text-primary" aria-hidden="true" />
          <span>
            {tournament.registered} / {tournament.cap} registered
            {tournament.waitlisted > 0 && `, ${tournament.waitlisted} on the waitlist`}
          </span>
        </p>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-surface-2"
          role="progressbar"
          aria-label="Slots taken"
          aria-valuemin={0}
          aria-valuemax={tournament.cap}
          aria-valuenow={Math.min(tournament.registered, tournament.cap)}
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${full}%` }} />
        </div>
      </div>

      {active ? (
        <div className="space-y-3" role="status">
          {me.status === 'registered' ? (
            <>
              <p className="flex items-center gap-2 font-semibold text-success">
                <CheckCircle2 className="h-5 w-5" aria-hidden="true" /> You're confirmed
                {me.registration_slot !== null && (
                  <Badge variant="success">Slot {me.registration_slot}</Badge>
                )}
              </p>
              <p className="text-sm text-muted">Check your email for details and Discord invite.</p>
            </>
          ) : (
            <>
              <p className="flex items-center gap-2 font-semibold text-warning">
                <Clock className="h-5 w-5" aria-hidden="true" /> You're on the waitlist
                {me.waitlist_position !== null && (
                  <Badge variant="warning">#{me.waitlist_position} in line</Badge>
                )}
              </p>
              <p className="text-sm text-muted">We'll ping you at check-in if a slot opens.</p>
            </>
          )}
          {me.checked_in ? (
            <p className="text-sm text-success">Checked in. See you at {estTime(tournament.starts_at)}.</p>
          ) : started ? null : (
            <p className="text-sm text-muted">Check-in opens at {estTime(tournament.check_in_opens_at)}.</p>
          )}
          {!started && (
            <div className="flex flex-wrap gap-2">
              {me.can_check_in && (
                <Button
                  disabled={checkIn.isPending}
                  onClick={() =>
                    checkIn.mutate(undefined, {
                      onSuccess: () =>
                        toast.success('Checked in', { description: 'You are ready to battle.' }),
                      onError: (error) =>
                        reportFailure(error, { title: 'Check-in failed', description: 'Please try again.' }),
                    })
                  }
                >
                  {checkIn.isPending ? 'Checking in...' : 'Check In'}
                </Button>
              )}
              <Button
                variant="secondary"
                disabled={withdraw.isPending}
                onClick={() =>
                  withdraw.mutate(undefined, {
                    onSuccess: () =>
                      toast.success('Registration withdrawn', {
                        description: 'Your slot goes to the next player in line.',
                      }),
                    onError: (error) =>
                      reportFailure(error, { title: 'Withdrawal failed', description: 'Please try again.' }),
                  })
                }
              >
                {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
              </Button>
            </div>
          )}
        </div>
      ) : tournament.registration_open ? (
        <p className="text-sm text-muted">
          {signedIn
            ? 'Fill in the form to take a slot. When all slots are taken you join the waitlist.'
            : 'Registration is open: sign in, then fill in the form to take a slot.'}
        </p>
      ) : (
        <p className="text-sm text-muted">Registration is closed for this tournament.</p>
      )}
      {me?.status === 'dropped' && (
        <p className="text-sm text-danger">
          You did not check in before the start, so your slot went to the waitlist.
        </p>
      )}
    </Card>
  );
}
