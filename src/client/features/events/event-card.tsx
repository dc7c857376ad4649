import {
  canRegister,
  canWithdraw,
  type EventDisplayStatus,
  eventDisplayStatus,
  rewardNamesShown,
} from '@shared/arena/events';
import type { ArenaEvent, EventKind } from '@shared/arena/types';
import { tournamentPagePath } from '@shared/tournaments/constants';
import { estDateTime } from '@shared/tournaments/time';
import { CalendarDays, CheckCircle2, Gift, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { startSignIn, useSession } from '../auth';
import { useRegistration } from './use-events';

const STATUS_VARIANT: Record<EventDisplayStatus, BadgeProps['variant']> = {
  Open: 'success',
  'In Progress': 'warning',
  Ended: 'secondary',
  'Registration Closed': 'danger',
};

const KIND_LABEL: Record<EventKind, string> = {
  tournament: 'Tournament',
  themed: 'Themed',
  raid: 'Raid',
  quick: 'Quick Event',
};

export function EventCard({
  event,
  now,
  featured = false,
  allRewards = false,
  children,
}: {
  event: ArenaEvent;
  now: Date;
  featured?: boolean;
  /** The featured card lists every reward with its value; others show at most two names. */
  allRewards?: boolean;
  children?: ReactNode;
}) {
  const status = eventDisplayStatus(event, now);
  const titleId = `event-${event.id}-title`;
  const rewards = Object.entries(event.rewards);
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col',
        featured && 'border-primary/50 shadow-[0_0_40px_rgb(245_165_36/0.12)]',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{KIND_LABEL[event.kind]}</Badge>
        <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>
      </div>
      <CardTitle id={titleId} className={cn('mt-3 break-words', featured && 'text-2xl sm:text-3xl')}>
        {event.title}
      </CardTitle>
      {event.description && <p className="mt-2 text-muted">{event.description}</p>}
      <p className="mt-3 flex items-center gap-2 text-sm text-fg">
        <CalendarDays className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        <time dateTime={event.start_ts}>{estDateTime(event.start_ts)}</time>
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm text-fg">
        <Users className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {event.registrationCount}
          {event.capacity ? ` / ${event.capacity}` : ''} registered
        </span>
      </p>
      {rewards.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <Gift className="h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
          <span className="sr-only">Rewards:</span>
          {allRewards
            ? rewards.map(([name, value]) => (
                <Badge key={name} variant="secondary">
                  {name}: {value}
                </Badge>
              ))
            : rewardNamesShown(event.rewards).map((name) => (
                <Badge key={name} variant="secondary">
                  {name}
                </Badge>
              ))}
        </div>
      )}
      {children}
      {event.tournament ? (
        <div className="mt-auto pt-5">
          <Link
            to={tournamentPagePath(event.tournament.slug)}
            className={buttonClass(canRegister(event, now) ? 'primary' : 'secondary', 'sm', { wrap: true })}
          >
            View {event.title}
          </Link>
        </div>
      ) : (
        status !== 'Ended' && (
          <div className="mt-auto pt-5">
            <RegistrationControl
              event={event}
              open={canRegister(event, now)}
              withdrawable={canWithdraw(event, now)}
            />
          </div>
        )
      )}
    </Card>
  );
}

function RegistrationControl({
  event,
  open,
  withdrawable,
}: {
  event: ArenaEvent;
  open: boolean;
  /** Before the start only: the server refuses a withdrawal after it. */
  withdrawable: boolean;
}) {
  const session = useSession();
  const registration = useRegistration();
  const busy = registration.isPending && registration.variables?.event.id === event.id;
  const label = `for ${event.title}`;

  if (event.my_registration === 'registered') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex items-center gap-1.5 font-semibold text-success">
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          Registered
        </span>
        {withdrawable && (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={`Withdraw from ${event.title}`}
            onClick={() => registration.mutate({ event, action: 'withdraw' })}
          >
            Withdraw
          </Button>
        )}
      </div>
    );
  }
  return (
    <Button
      disabled={!open || busy || session.loading}
      aria-label={`Register ${label}`}
      onClick={() => (session.user ? registration.mutate({ event, action: 'register' }) : startSignIn())}
    >
      {busy ? 'Registering…' : 'Register'}
    </Button>
  );
}
