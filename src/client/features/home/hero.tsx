import { SITE } from '@shared/site/brand';
import { pageHref } from '@shared/site/routes';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Crown, Swords } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { nextTournamentQuery } from '../tournaments';
import { Countdown, useDeadlinePassed } from './countdown';

// Below `sm` the buttons span the column and may wrap, so the long label never overflows a 360 px screen.
const CTA_LAYOUT =
  'w-full text-center max-sm:h-auto max-sm:min-h-12 max-sm:whitespace-normal max-sm:px-4 max-sm:py-2 sm:w-auto';

export function Hero() {
  // The tournament whose sign-ups close next; one clock for the countdown and the Register button,
  // so they always agree. Until it is known (and in the first paint) the button shows its usual
  // label and the digits show dashes.
  const next = useQuery(nextTournamentQuery);
  const tournament = next.data?.tournament ?? null;
  const [passed, recheckDeadline] = useDeadlinePassed(tournament?.registration_closes_at ?? null);
  const closed = next.isSuccess && (tournament === null || passed);
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b border-border">
      <HeroBackdrop />
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12 lg:py-24">
        <div>
          <Badge variant="success" className="px-3 py-1 uppercase">
            <span aria-hidden="true" className="relative flex h-2 w-2">
              <span className="absolute inline-flex h-full w-full rounded-full bg-success opacity-75 motion-safe:animate-ping" />
              <span className="relative inline-flex h-2 w-2 rounded-full bg-success" />
            </span>
            Season 1 Championship Now Live
          </Badge>
          <h1
            id="hero-title"
            className="mt-5 font-display text-4xl font-extrabold leading-[1.05] tracking-tight text-fg sm:text-5xl lg:text-6xl"
          >
            Competitive Cobblemon where <span className="text-primary">skill wins</span>
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-muted sm:text-lg">
            {SITE.name} is built for battlers:{' '}
            <strong className="font-semibold text-fg">no pay-to-win</strong>,{' '}
            <strong className="font-semibold text-fg">paid pro gym leaders</strong> who bring their best
            teams, and <strong className="font-semibold text-fg">seasonal championships</strong> every three
            months.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {closed ? (
              // The deadline has passed: no way into a registration that is over.
              <Button size="lg" disabled className={CTA_LAYOUT}>
                <Swords className="h-5 w-5 shrink-0" aria-hidden="true" />
                Registration Closed
              </Button>
            ) : (
              <Link
                to={(tournament && pageHref(tournament.path)) ?? '/mid-season-doubles'}
                className={cn(buttonClass('primary', 'lg'), CTA_LAYOUT)}
              >
                <Swords className="h-5 w-5 shrink-0" aria-hidden="true" />
                <span>
                  Register Now <span aria-hidden="true">•</span>
                  <span className="sr-only">:</span> Limited to {tournament?.cap ?? 16} Players!
                </span>
              </Link>
            )}
            <Link to="/gym-leader-application" className={cn(buttonClass('secondary', 'lg'), CTA_LAYOUT)}>
              <Crown className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
              Apply to be Gym Leader
            </Link>
          </div>
        </div>
        <TournamentCountdownCard
          name={tournament?.name ?? (next.isSuccess ? 'No open tournament' : 'Mid-Season Doubles')}
          closesAt={tournament?.registration_closes_at ?? null}
          closed={closed}
          onZero={recheckDeadline}
        />
      </div>
    </section>
  );
}

function TournamentCountdownCard({
  name,
  closesAt,
  closed,
  onZero,
}: {
  name: string;
  closesAt: string | null;
  closed: boolean;
  onZero: () => void;
}) {
  return (
    <div className="rounded-2xl border border-border bg-surface/80 p-5 shadow-[0_0_60px_rgb(167_139_250/0.12)] sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent">
          <CalendarClock className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-lg font-bold text-fg">{name}</h2>
          <p className="text-sm text-muted">
            Registration deadline:{' '}
            {closesAt ? (
              <time dateTime={closesAt} className="text-fg">
                {estDateTime(closesAt)}
              </time>
            ) : (
              <span className="text-fg">—</span>
            )}
          </p>
        </div>
      </div>
      <Countdown
        className="mt-5"
        target={closesAt}
        closed={closed}
        onZero={onZero}
        label="Registration closes in"
        doneLabel="Registration has closed"
        purpose={`to register for ${name}`}
      />
    </div>
  );
}

/** Pure CSS, so the hero costs no image request and paints with the first frame. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[radial-gradient(60%_80%_at_15%_0%,rgb(245_165_36/0.16),transparent_70%),radial-gradient(50%_70%_at_95%_30%,rgb(167_139_250/0.18),transparent_70%)]" />
      <div className="absolute inset-0 bg-[linear-gradient(rgb(42_53_83/0.35)_1px,transparent_1px),linear-gradient(90deg,rgb(42_53_83/0.35)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]" />
    </div>
  );
}
