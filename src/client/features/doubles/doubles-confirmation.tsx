/** What a registered player sees: their team as stored, the check-in time and 'Modify Team'. */
import type { DoublesRegistration, DoublesTournament } from '@shared/doubles/api';
import { checkInLeadMinutes } from '@shared/tournaments/registration';
import { registrationOpensMessage } from '@shared/tournaments/registration-window';
import { estDate, estTime } from '@shared/tournaments/time';
import { CheckCircle2, Pencil } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { reportFailure } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useDoublesCheckIn } from './use-doubles';

/** The cup's check-in, in its words: the button while the window is open, then the confirmation. */
function CheckInLine({
  registration,
  tournament,
}: {
  registration: DoublesRegistration;
  tournament: DoublesTournament;
}) {
  const checkIn = useDoublesCheckIn();
  if (registration.checked_in) {
    return <p className="text-sm text-success">Checked in. See you at {estTime(tournament.starts_at)}.</p>;
  }
  if (!registration.can_check_in) {
    return <p className="text-sm text-muted">Check-in opens at {estTime(tournament.check_in_opens_at)}.</p>;
  }
  return (
    <Button
      disabled={checkIn.isPending}
      onClick={() =>
        checkIn.mutate(undefined, {
          onSuccess: () => toast.success('Checked in', { description: 'You are ready to battle.' }),
          onError: (error) =>
            reportFailure(error, { title: 'Check-in failed', description: 'Please try again.' }),
        })
      }
    >
      {checkIn.isPending ? 'Checking in...' : 'Check In'}
    </Button>
  );
}

export function DoublesConfirmation({
  registration,
  tournament,
  onModify,
}: {
  registration: DoublesRegistration;
  tournament: DoublesTournament;
  onModify: () => void;
}) {
  return (
    <Card className="space-y-6">
      <section aria-labelledby="doubles-confirmed-title" className="space-y-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex items-start gap-3">
            <CheckCircle2 className="mt-1 h-7 w-7 shrink-0 text-success" aria-hidden="true" />
            <div>
              <h2 id="doubles-confirmed-title" className="text-2xl font-bold text-fg">
                You&apos;re registered!
              </h2>
              <p className="mt-1 text-muted">
                {tournament.name}: {estDate(tournament.starts_at)}. Check in from{' '}
                <span className="font-semibold text-fg">{estTime(tournament.check_in_opens_at)}</span>,{' '}
                {checkInLeadMinutes(tournament)} minutes before the start.
              </p>
            </div>
          </div>
          {tournament.registration_open ? (
            <Button variant="outline" onClick={onModify}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              Modify Team
            </Button>
          ) : tournament.registration_opens_at ? (
            // Staff moved the opening later: the team can be changed again from then.
            <p className="text-sm text-muted">{registrationOpensMessage(tournament.registration_opens_at)}</p>
          ) : (
            <p className="text-sm text-muted">Registration is closed: your team is locked in.</p>
          )}
        </div>

        <CheckInLine registration={registration} tournament={tournament} />

        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-muted">Minecraft Username</dt>
            <dd className="font-semibold break-words text-fg">{registration.minecraft_username}</dd>
          </div>
          <div>
            <dt className="text-muted">Discord Tag</dt>
            <dd className="font-semibold break-words text-fg">{registration.discord_tag}</dd>
          </div>
          <div>
            <dt className="text-muted">Email</dt>
            <dd className="font-semibold break-words text-fg">{registration.email}</dd>
          </div>
          <div>
            <dt className="text-muted">Timezone</dt>
            <dd className="font-semibold break-words text-fg">{registration.timezone}</dd>
          </div>
        </dl>

        <ol aria-label="Your team" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {registration.team.map((member, index) => {
            const tera = registration.tera_pokemon_slot === index + 1;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the six slots are positions
                key={index}
                className={
                  tera ? 'rounded-xl border border-primary/70 p-4' : 'rounded-xl border border-border p-4'
                }
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-bold text-fg">{member.species}</p>
                  {tera && <Badge>Tera {registration.tera_type}</Badge>}
                </div>
                <p className="text-sm text-muted">@ {member.item}</p>
                <ul className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-[#cfd5e3]">
                  {member.moves.map((move) => (
                    <li key={move} className="truncate">
                      {move}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      </section>
    </Card>
  );
}
