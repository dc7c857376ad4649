import type { LiveTopic } from '@shared/arena/live';
import { championId } from '@shared/tournaments/bracket';
import { FOUNDERS_CUP_SLUG } from '@shared/tournaments/constants';
import { estDate, estTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Clock, Crown, Users } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { ApiError } from '../../lib/api';
import { useSearchParams } from '../../lib/router';
import { useLiveTopics } from '../live';
import { SeedsProvider } from './bracket-match-card';
import { PendingBracket } from './bracket-pending';
import { bracketQuery } from './bracket-queries';
import { BracketStages } from './bracket-stages';

/** The spec's cap, shown until the tournament row says otherwise. */
const DEFAULT_CAP = 16;

/** What the bracket is drawn from: a doubles cup's teams sign up and change on their own topic. */
export const BRACKET_LIVE_TOPICS = [
  'tournaments',
  'tournament_registrations',
  'doubles_registrations',
  'tournament_matches',
] as const satisfies readonly LiveTopic[];

/**
 * The public bracket (spec §2, /tournament-bracket?t=<slug>, Founders' Cup #1 by default). Any
 * change to the tournament, its sign-ups (players' or doubles teams') or its matches reloads it
 * live. A failed load is logged; the players shown stay as they were (none at first) and the
 * matches are cleared (spec §8).
 */
export default function TournamentBracketPage() {
  useLiveTopics(...BRACKET_LIVE_TOPICS);
  const [params] = useSearchParams();
  const slug = params.get('t') || FOUNDERS_CUP_SLUG;
  const query = useQuery(bracketQuery(slug));

  useEffect(() => {
    if (query.error) console.error('Failed to load the tournament bracket', query.error);
  }, [query.error]);

  const tournament = query.data?.tournament;
  const registrations = query.data?.registrations ?? [];
  const matches = query.isError ? [] : (query.data?.matches ?? []);
  const names = useMemo(
    () => new Map((query.data?.registrations ?? []).map((r) => [r.id, r.minecraft_username])),
    [query.data],
  );
  const seeds = useMemo(
    () => new Map((query.data?.seeds ?? []).map((s) => [s.registration_id, s])),
    [query.data],
  );
  const champion = championId(matches);
  const missing = query.error instanceof ApiError && query.error.status === 404;

  return (
    <Page wide>
      <header className="mb-8 sm:mb-10">
        <p className="mb-2 text-xs font-bold uppercase tracking-[0.2em] text-primary">Tournament Bracket</p>
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
          {tournament?.name ?? (slug === FOUNDERS_CUP_SLUG ? "Founders' Cup #1" : 'Tournament')}
        </h1>
        {/* One fact per line on a phone: the date, long once it has loaded, would otherwise wrap
            onto a new line then and move the page below it. */}
        <dl className="mt-4 grid gap-y-2 text-muted sm:flex sm:flex-wrap sm:gap-x-6">
          <Fact icon={<Users className="h-4 w-4" aria-hidden="true" />} term="Registered">
            {query.isPending ? '…' : registrations.length} / {tournament?.cap ?? DEFAULT_CAP}
          </Fact>
          <Fact icon={<CalendarDays className="h-4 w-4" aria-hidden="true" />} term="Date">
            {tournament ? estDate(tournament.starts_at) : '…'}
          </Fact>
          <Fact icon={<Clock className="h-4 w-4" aria-hidden="true" />} term="Time">
            {tournament ? estTime(tournament.starts_at) : '…'}
          </Fact>
        </dl>
      </header>

      {champion && <ChampionBanner name={names.get(champion) ?? 'Unknown player'} />}
      {query.isPending ? (
        // Holds the screen the bracket or the sign-up grid will fill, so the footer stays out of
        // view and does not jump when they arrive.
        <div role="status" className="flex min-h-[70vh] flex-col items-center gap-3 py-16 text-muted">
          <span
            aria-hidden="true"
            className="h-8 w-8 animate-spin rounded-full border-2 border-primary border-t-transparent"
          />
          Loading tournament bracket...
        </div>
      ) : missing ? (
        <Card role="alert" className="border-red-500/40 text-danger">
          No tournament is published under “{slug}”.
        </Card>
      ) : matches.length === 0 ? (
        <PendingBracket registrations={registrations} cap={tournament?.cap ?? DEFAULT_CAP} />
      ) : (
        <SeedsProvider value={seeds}>
          {tournament?.seeding && (
            <p className="mb-4 text-sm text-muted">
              Seeded {tournament.seeding === 'rating' ? 'by ladder rating' : 'by sign-up order'} at the draw.
              Each match shows both players' chances to win from their ratings then (Elo).
            </p>
          )}
          <BracketStages matches={matches} names={names} />
        </SeedsProvider>
      )}
    </Page>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="flex items-center gap-1.5 text-sm">
        {icon}
        {term}
      </dt>
      <dd className="font-semibold text-fg">{children}</dd>
    </div>
  );
}

function ChampionBanner({ name }: { name: string }) {
  return (
    <section
      aria-labelledby="champion-title"
      className="mb-8 flex items-center gap-4 rounded-2xl border border-primary/60 bg-gradient-to-r from-primary/25 via-primary/10 to-transparent p-5 sm:p-6"
    >
      <Crown className="h-10 w-10 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="champion-title" className="text-xs font-bold uppercase tracking-[0.2em] text-primary">
          Tournament Champion
        </h2>
        <p className="truncate font-display text-2xl font-extrabold text-fg sm:text-3xl">{name}</p>
      </div>
    </section>
  );
}
