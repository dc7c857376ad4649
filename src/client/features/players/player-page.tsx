import { trainerWinRateText } from '@shared/arena/ladder';
import { utcDay, utcDayTime } from '@shared/format';
import type { PlayerProfile, ProfileMatch } from '@shared/players/profile';
import { SITE } from '@shared/site/brand';
import { pageHref } from '@shared/site/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NotFoundPage } from '../../components/not-found-page';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { MinecraftHead } from '../../components/ui/minecraft-head';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { Link, useParams } from '../../lib/router';
import { ReplayLink } from '../replays';
import { PlayerLink } from './player-link';
import { playerProfileQuery } from './player-queries';
import { RatingChart } from './rating-chart';

/**
 * A player's page, at /players/:name (their Minecraft name, any case). Read when opened, not kept
 * live: the live stream's code would take the page over its first-load budget.
 */
export default function PlayerPage() {
  const { name } = useParams('/players/:name');
  const query = useQuery(playerProfileQuery(name));
  const profile = query.data;
  useEffect(() => {
    if (profile) document.title = `${profile.name} | ${SITE.name}`;
  }, [profile]);

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  return (
    <Page wide>
      {query.isPending ? (
        <div className="flex min-h-[60vh] justify-center py-10">
          <Spinner label="Loading the player…" />
        </div>
      ) : query.isError || !profile ? (
        <Card role="alert" className="border-red-500/40 text-danger">
          The player could not be loaded: {query.error?.message ?? 'please try again.'}
        </Card>
      ) : (
        <Profile profile={profile} />
      )}
    </Page>
  );
}

const streakText = (streak: number) =>
  streak > 0
    ? `${streak} win${streak === 1 ? '' : 's'}`
    : streak < 0
      ? `${-streak} loss${streak === -1 ? '' : 'es'}`
      : 'None';
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Profile({ profile }: { profile: PlayerProfile }) {
  const { ladder } = profile;
  return (
    <div className="space-y-10">
      <header className="flex flex-wrap items-center gap-4 sm:gap-6">
        <MinecraftHead username={profile.name} name={profile.name} size={80} eager rounded="rounded-xl" />
        <div className="min-w-0">
          <p className="mb-1 text-xs font-bold uppercase tracking-[0.2em] text-primary">Player</p>
          <h1 className="break-words font-display text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
            {profile.name}
          </h1>
          {profile.gym && (
            <p className="mt-1 text-muted">
              Gym leader: {profile.gym.display_name} ({capitalized(profile.gym.element)} type)
            </p>
          )}
        </div>
      </header>

      <section aria-labelledby="ladder-title">
        <h2 id="ladder-title" className="mb-3 text-2xl font-bold text-fg">
          Ladder
        </h2>
        {ladder ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            <Stat label="Rating" value={String(ladder.rating)} />
            <Stat label="Rank" value={`#${ladder.rank}`} detail={`of ${ladder.rated_players}`} />
            <Stat label="Win rate" value={trainerWinRateText(ladder.wins, ladder.losses)} />
            <Stat label="Record" value={`${ladder.wins}–${ladder.losses}`} detail="wins–losses" />
            <Stat label="Current streak" value={streakText(ladder.streak)} />
            <Stat label="Best streak" value={streakText(ladder.best_streak)} />
          </dl>
        ) : (
          <Card className="text-muted">{profile.name} has not played a rated match yet.</Card>
        )}
      </section>

      {profile.history.length > 1 && (
        <section aria-labelledby="chart-title">
          <h2 id="chart-title" className="mb-3 text-2xl font-bold text-fg">
            Rating over time
          </h2>
          <Card className="p-3 sm:p-4">
            <RatingChart points={profile.history} name={profile.name} />
            <p className="mt-2 text-sm text-muted">
              From {utcDay(profile.history[0]!.at)} to {utcDay(profile.history.at(-1)!.at)} (UTC), one point
              per rated match.
            </p>
          </Card>
        </section>
      )}

      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="matches-title" className="min-w-0">
          <h2 id="matches-title" className="mb-3 text-2xl font-bold text-fg">
            Recent matches
          </h2>
          {profile.recent.length > 0 ? (
            <ul className="divide-y divide-border rounded-2xl border border-border bg-surface/80">
              {profile.recent.map((match) => (
                <MatchRow key={match.id} match={match} />
              ))}
            </ul>
          ) : (
            <Card className="text-muted">No finished matches yet.</Card>
          )}
        </section>

        <div className="min-w-0 space-y-10">
          <section aria-labelledby="badges-title">
            <h2 id="badges-title" className="mb-3 text-2xl font-bold text-fg">
              Badges
            </h2>
            {profile.seasons.length > 0 ? (
              <div className="space-y-3">
                {profile.seasons.map((season) => (
                  <Card key={season.season}>
                    <h3 className="font-bold text-fg">
                      {season.season}: {season.badges.length} of {season.total}
                      {season.champion && ' · Champion'}
                    </h3>
                    {season.badges.length > 0 ? (
                      <ul className="mt-3 flex flex-wrap gap-2" aria-label={`${season.season} badges`}>
                        {season.badges.map((badge) => (
                          <li key={badge}>
                            <Badge variant="secondary">{capitalized(badge)} Badge</Badge>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="mt-2 text-sm text-muted">No badges yet.</p>
                    )}
                  </Card>
                ))}
              </div>
            ) : (
              <Card className="text-muted">No badges earned yet.</Card>
            )}
          </section>

          <section aria-labelledby="cups-title">
            <h2 id="cups-title" className="mb-3 text-2xl font-bold text-fg">
              Tournaments
            </h2>
            {profile.placements.length > 0 ? (
              <ul className="space-y-2">
                {profile.placements.map((cup) => {
                  const href = pageHref(cup.path);
                  return (
                    <li key={cup.path}>
                      <Card className="p-4 sm:p-4">
                        <p className="font-semibold text-fg">
                          {href ? (
                            <Link to={href} className="underline underline-offset-4 hover:text-primary">
                              {cup.tournament}
                            </Link>
                          ) : (
                            cup.tournament
                          )}
                        </p>
                        <p className="text-sm text-muted">
                          {cup.placement} · {utcDay(cup.starts_at)}
                        </p>
                      </Card>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <Card className="text-muted">No tournament results yet.</Card>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-2xl border border-border bg-surface/80 p-4">
      <dt className="text-xs font-bold uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-extrabold tabular-nums text-fg">
        {value}
        {detail && <span className="ml-1 text-sm font-normal text-muted">{detail}</span>}
      </dd>
    </div>
  );
}

const RESULT = {
  won: { text: 'Won', variant: 'success' },
  lost: { text: 'Lost', variant: 'danger' },
  draw: { text: 'Draw', variant: 'secondary' },
} as const;

function MatchRow({ match }: { match: ProfileMatch }) {
  const result = RESULT[match.result];
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
      <Badge variant={result.variant}>{result.text}</Badge>
      <span className="min-w-0 flex-1 text-fg">
        vs{' '}
        <PlayerLink name={match.opponent_name} className="font-semibold">
          {match.opponent}
        </PlayerLink>
        <span className="text-sm text-muted"> · as {match.role}</span>
      </span>
      {match.delta !== null && (
        <span className={cn('tabular-nums font-bold', match.delta >= 0 ? 'text-success' : 'text-danger')}>
          <span className="sr-only">Rating </span>
          {match.delta >= 0 ? `+${match.delta}` : `−${-match.delta}`}
        </span>
      )}
      <time dateTime={match.ended_at} className="w-full text-sm text-muted sm:w-auto">
        {utcDayTime(match.ended_at)}
      </time>
      {match.has_replay && <ReplayLink matchId={match.id} label={`the battle vs ${match.opponent}`} />}
    </li>
  );
}
