import { holdsPlace, type MyRegistration, type TournamentDetails } from '@shared/tournaments/api';
import { crownGivesBadge, FOUNDERS_CUP_SLUG } from '@shared/tournaments/constants';
import { registrationOpensMessage } from '@shared/tournaments/registration-window';
import { FOUNDERS_RESTRICTED } from '@shared/tournaments/restricted';
import { estDate, estTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { Crown, ExternalLink, MapPin, ScrollText, Swords, Trophy } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { HydrateInTurn } from '../../lib/hydrate-in-turn';
import { useSession } from '../auth';
import { useLiveTopics } from '../live';
import { CancelledBanner } from './cancelled-banner';
import { RegistrationCard } from './registration-card';
import { RegistrationForm } from './registration-form';
import { tournamentQuery } from './tournament-queries';

/**
 * A singles cup's page: Founders' Cup #1 (spec §2, at /tournaments/founders-cup-1 and /founders-1)
 * and every cup made in the console (/tournaments/:slug). It follows the tournament live: a change
 * made in the console (dates, cap, sign-ups, a cancellation, the champion) shows at once.
 *
 * Its sections hydrate in turns (decision 029): in one go they were the longest task of the page's
 * load on a slow phone. The parts that show the session read it themselves, so that each draws the
 * first paint's loading state in its turn even when the answer came meanwhile.
 */
export function CupPage({ slug }: { slug: string }) {
  useLiveTopics('tournaments', 'tournament_registrations');
  const query = useQuery(tournamentQuery(slug));
  const tournament = query.data?.tournament;
  const me = query.data?.me ?? null;
  const founders = slug === FOUNDERS_CUP_SLUG;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <HydrateInTurn>
        <header className="relative overflow-hidden rounded-2xl border border-border bg-surface/80 p-6 sm:p-10">
          <p className="mb-2 text-xs font-bold uppercase tracking-[0.2em] text-primary">
            Official tournament
          </p>
          <h1 className="flex items-center gap-3 font-display text-3xl font-extrabold tracking-tight text-fg sm:text-5xl">
            <Trophy className="h-8 w-8 shrink-0 text-primary sm:h-10 sm:w-10" aria-hidden="true" />
            {tournament?.name ?? (founders ? "Founders' Cup #1" : 'Tournament')}
          </h1>
          <p className="mt-4 max-w-2xl text-muted sm:text-lg">
            {tournament?.summary ??
              (founders
                ? "The server's first official championship: sixteen founders, group stages, a redemption round and a grand final."
                : '')}
          </p>
          <CancelledBanner tournament={tournament} className="mt-4" />
          {tournament?.champion && (
            <p className="mt-4 flex items-center gap-2 rounded-xl border border-primary/40 bg-primary/10 p-4 text-fg">
              <Crown className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                Champion: <strong>{tournament.champion}</strong>
              </span>
            </p>
          )}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href="#register" className={cn(buttonClass('primary', 'lg'), 'w-full sm:w-auto')}>
              <Swords className="h-5 w-5" aria-hidden="true" /> Sign Up
            </a>
            <a href="#rules" className={cn(buttonClass('secondary', 'lg'), 'w-full sm:w-auto')}>
              <ScrollText className="h-5 w-5" aria-hidden="true" /> Rules &amp; Rewards
            </a>
            <a
              href={`/tournament-bracket?t=${slug}`}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonClass('outline', 'lg'), 'w-full sm:w-auto')}
            >
              View Bracket <ExternalLink className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        </header>
      </HydrateInTurn>

      <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          {query.isPending ? (
            <div className="flex min-h-[40rem] justify-center py-10">
              <Spinner label="Loading the tournament…" />
            </div>
          ) : query.isError || !tournament ? (
            <Card role="alert" className="border-red-500/40 text-danger">
              The tournament could not be loaded: {query.error?.message ?? 'please try again.'}
            </Card>
          ) : (
            <>
              <HydrateInTurn>
                <QuickFacts
                  cap={tournament.cap}
                  startsAt={tournament.starts_at}
                  checkInAt={tournament.check_in_opens_at}
                  location={tournament.location}
                />
              </HydrateInTurn>
              <HydrateInTurn>
                <section aria-labelledby="location-title">
                  <h2 id="location-title" className="mb-3 text-2xl font-bold text-fg">
                    Location
                  </h2>
                  <Card className="flex items-start gap-3">
                    <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
                    <p className="text-muted">
                      <strong className="text-fg">{tournament.location}.</strong> Use{' '}
                      <code>/warp tournament</code> from spawn; matches are played in the arenas inside, one
                      per pairing.
                    </p>
                  </Card>
                </section>
              </HydrateInTurn>
              <HydrateInTurn>
                <section id="rules" aria-labelledby="rules-title" className="scroll-mt-24">
                  <h2 id="rules-title" className="mb-3 text-2xl font-bold text-fg">
                    Rules
                  </h2>
                  <ol className="list-decimal space-y-2 pl-6 text-muted marker:font-bold marker:text-primary">
                    {tournament.rules.map((rule) => (
                      <li key={rule}>{rule}</li>
                    ))}
                  </ol>
                </section>
              </HydrateInTurn>
              {/* Every singles cup is checked with the Founders' Cup team rules (its restricted list). */}
              <HydrateInTurn>
                <RestrictedList />
              </HydrateInTurn>
              <HydrateInTurn>
                <section aria-labelledby="rewards-title">
                  <h2 id="rewards-title" className="mb-3 text-2xl font-bold text-fg">
                    Rewards
                  </h2>
                  <div className="overflow-x-auto rounded-xl border border-border">
                    <table className="w-full text-left text-sm">
                      <thead className="bg-surface-2 text-fg">
                        <tr>
                          <th scope="col" className="px-4 py-3">
                            Place
                          </th>
                          <th scope="col" className="px-4 py-3">
                            Reward
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {tournament.rewards.map((reward) => (
                          <tr key={reward.place} className="border-t border-border">
                            <th
                              scope="row"
                              className="whitespace-nowrap px-4 py-3 font-semibold text-primary"
                            >
                              {reward.place}
                            </th>
                            <td className="px-4 py-3 text-muted">{reward.prize}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  {!crownGivesBadge(slug) && (
                    <p className="mt-3 flex items-start gap-2 text-sm text-muted">
                      <Crown className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
                      The Champion's Crown is not awarded at Founders' Cup #1: it belongs to the Season
                      Champion.
                    </p>
                  )}
                </section>
              </HydrateInTurn>
              <HydrateInTurn>
                <section aria-labelledby="schedule-title">
                  <h2 id="schedule-title" className="mb-3 text-2xl font-bold text-fg">
                    Schedule
                  </h2>
                  <ol className="space-y-2">
                    {tournament.schedule.map((item) => (
                      <li
                        key={item.time}
                        className="flex gap-4 rounded-lg border border-border bg-surface/60 p-3"
                      >
                        <span className="w-24 shrink-0 font-semibold text-primary">{item.time}</span>
                        <span className="text-muted">{item.label}</span>
                      </li>
                    ))}
                  </ol>
                </section>
              </HydrateInTurn>
              <HydrateInTurn>
                <RegisterSection tournament={tournament} me={me} />
              </HydrateInTurn>
            </>
          )}
        </div>
        <HydrateInTurn>
          <CupAside tournament={tournament} me={me} />
        </HydrateInTurn>
      </div>
    </div>
  );
}

/** Where a visitor signs up: the form, or why there is none; the spinner until the session is known. */
function RegisterSection({ tournament, me }: { tournament: TournamentDetails; me: MyRegistration | null }) {
  const session = useSession();
  return (
    <section id="register" className="scroll-mt-24">
      {session.loading ? (
        <Spinner label="Checking your sign-in…" />
      ) : holdsPlace(me) ? (
        <p className="text-muted">
          You're signed up: check in or withdraw from{' '}
          <a href="#your-registration" className="text-primary underline">
            your registration card
          </a>
          .
        </p>
      ) : tournament.registration_open ? (
        <RegistrationForm
          slug={tournament.slug}
          tournamentName={tournament.name}
          times={tournament}
          session={{ user: session.user, player: session.player }}
        />
      ) : tournament.status === 'cancelled' ? (
        <p className="text-muted">This tournament was cancelled: nobody can sign up.</p>
      ) : tournament.status === 'open' && tournament.registration_opens_at ? (
        <p className="text-muted">{registrationOpensMessage(tournament.registration_opens_at)}</p>
      ) : (
        <p className="text-muted">Registration is closed for this tournament.</p>
      )}
    </section>
  );
}

/** The registration card beside the page, or its place while the tournament loads. */
function CupAside({
  tournament,
  me,
}: {
  tournament: TournamentDetails | undefined;
  me: MyRegistration | null;
}) {
  const session = useSession();
  return (
    <aside className="lg:sticky lg:top-24 lg:self-start">
      {tournament ? (
        <RegistrationCard tournament={tournament} me={me} signedIn={Boolean(session.user)} />
      ) : (
        <div aria-hidden="true" className="h-48 rounded-2xl border border-border bg-surface/40" />
      )}
    </aside>
  );
}

function QuickFacts({
  cap,
  startsAt,
  checkInAt,
  location,
}: {
  cap: number;
  startsAt: string;
  checkInAt: string;
  location: string;
}) {
  const facts = [
    ['Format', 'Single elimination, best of 3'],
    ['Battle Style', 'Singles'],
    ['Mechanic', 'Mega Evolution allowed'],
    ['Player Cap', String(cap)],
    ['Date', estDate(startsAt)],
    ['Check-in', estTime(checkInAt)],
    ['Battles begin', estTime(startsAt)],
    ['Location', location],
  ] as const;
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title" className="mb-3 text-2xl font-bold text-fg">
        Quick Facts
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-xl border border-border bg-surface/60 p-4">
            <dt className="text-xs font-bold uppercase tracking-wider text-muted">{term}</dt>
            <dd className="mt-1 font-semibold text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function RestrictedList() {
  return (
    <section aria-labelledby="restricted-title">
      <h2 id="restricted-title" className="mb-3 text-2xl font-bold text-fg">
        Restricted Pokémon
      </h2>
      <p className="mb-3 text-muted">
        These {FOUNDERS_RESTRICTED.length} entries may not be used in any form listed:
      </p>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {FOUNDERS_RESTRICTED.map((entry) => (
          <li
            key={entry.label}
            className="rounded-lg border border-red-500/30 bg-red-500/5 px-3 py-2 text-sm text-fg"
          >
            {entry.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
