import { type LeaderChallenge, type LeaderProfile, usualHoursText } from '@shared/gym-leaders/profile';
import { SITE } from '@shared/site/brand';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NotFoundPage } from '../../components/not-found-page';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useParams } from '../../lib/router';
import { PlayerLink } from '../players';
import { leaderProfileQuery } from './leader-queries';

const STATUS_TEXT = { online: 'Online', busy: 'Busy', offline: 'Offline' } as const;

/**
 * A gym leader's page, at /gym-leaders/:slug (the slug of their display name). Read when opened,
 * not kept live, like player pages: the live stream's code would cost the first load.
 */
export default function LeaderPage() {
  const { slug } = useParams('/gym-leaders/:slug');
  const query = useQuery(leaderProfileQuery(slug));
  const leader = query.data;
  useEffect(() => {
    if (leader) document.title = `${leader.display_name} · ${leader.gym} | ${SITE.name}`;
  }, [leader]);

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  return (
    <Page wide>
      {query.isPending ? (
        <div className="flex min-h-[60vh] justify-center py-10">
          <Spinner label="Loading the gym leader…" />
        </div>
      ) : query.isError || !leader ? (
        <Card role="alert" className="border-red-500/40 text-danger">
          The gym leader could not be loaded: {query.error?.message ?? 'please try again.'}
        </Card>
      ) : (
        <Leader leader={leader} />
      )}
    </Page>
  );
}

function Leader({ leader }: { leader: LeaderProfile }) {
  const { record } = leader;
  const played = record.wins + record.losses;
  return (
    <div className="space-y-10">
      <header>
        <p className="mb-1 text-xs font-bold uppercase tracking-[0.2em] text-primary">Gym Leader</p>
        <h1 className="break-words font-display text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
          {leader.display_name}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-muted">
          <span>{leader.gym}</span>
          <Badge variant="secondary">{leader.badge}</Badge>
          <Badge variant={leader.status === 'offline' ? 'outline' : 'default'}>
            {STATUS_TEXT[leader.status]}
          </Badge>
        </p>
        {leader.minecraft_name && (
          <p className="mt-2 text-sm text-muted">
            In game: <PlayerLink name={leader.minecraft_name}>{leader.minecraft_name}</PlayerLink>
          </p>
        )}
      </header>

      <section aria-labelledby="record-title">
        <h2 id="record-title" className="mb-3 text-2xl font-bold text-fg">
          Record
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Type" value={leader.gym.replace(/ Gym$/, '')} />
          <Stat label="Wins" value={String(record.wins)} />
          <Stat label="Losses" value={String(record.losses)} />
          <Stat label="Badges awarded" value={String(record.badges_awarded)} />
        </dl>
        <p className="mt-2 text-sm text-muted">
          {played === 0 ? 'No finished gym battles yet.' : `${played} finished gym battles.`}
        </p>
      </section>

      <section aria-labelledby="hours-title">
        <h2 id="hours-title" className="mb-3 text-2xl font-bold text-fg">
          Usually online
        </h2>
        <Card>
          <p className="font-semibold text-fg">{usualHoursText(leader.usually_online)}</p>
          <p className="mt-1 text-sm text-muted">From the leader's presence over the last four weeks.</p>
        </Card>
      </section>

      <section aria-labelledby="challengers-title" className="min-w-0">
        <h2 id="challengers-title" className="mb-3 text-2xl font-bold text-fg">
          Challengers
        </h2>
        {leader.challenges.length > 0 ? (
          <ul className="divide-y divide-border rounded-2xl border border-border bg-surface/80">
            {leader.challenges.map((challenge) => (
              <ChallengeRow key={challenge.id} challenge={challenge} badge={leader.badge} />
            ))}
          </ul>
        ) : (
          <Card className="text-muted">No challengers yet.</Card>
        )}
      </section>
    </div>
  );
}

const OUTCOME_TEXT = { won: 'Won', lost: 'Lost', draw: 'Draw' } as const;

function ChallengeRow({ challenge, badge }: { challenge: LeaderChallenge; badge: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
      <div className="min-w-0">
        <p className="truncate font-semibold text-fg">
          <PlayerLink name={challenge.challenger_name}>{challenge.challenger}</PlayerLink>
        </p>
        <p className="text-sm text-muted">{estDateTime(challenge.ended_at)}</p>
      </div>
      <p
        className={cn(
          'shrink-0 text-sm font-semibold',
          challenge.outcome === 'won' ? 'text-success' : 'text-fg',
        )}
      >
        {OUTCOME_TEXT[challenge.outcome]}
        {challenge.outcome === 'won' && <span className="font-normal text-muted"> · earned the {badge}</span>}
      </p>
    </li>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-4 sm:p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-fg">{value}</dd>
    </Card>
  );
}
