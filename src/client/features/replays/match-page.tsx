import { utcDayTime } from '@shared/format';
import type { MatchPage as MatchPageData } from '@shared/replays/match-page';
import { parseShowdownLog } from '@shared/replays/protocol';
import { buildReplay } from '@shared/replays/replay';
import { SITE } from '@shared/site/brand';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { NotFoundPage } from '../../components/not-found-page';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { useParams } from '../../lib/router';
import { PlayerLink } from '../players';
import { matchPageQuery } from './replay-queries';
import { ReplayViewer } from './replay-viewer';

/** A gym battle's page, at /matches/:id: who played, the result, and the replay when there is a log. */
export default function MatchPage() {
  const { id } = useParams('/matches/:id');
  const query = useQuery(matchPageQuery(id));
  const data = query.data;
  const title = data
    ? `${data.match.leader_name ?? 'Gym leader'} vs ${data.match.challenger_name ?? 'Challenger'}`
    : null;
  useEffect(() => {
    if (title) document.title = `${title} | ${SITE.name}`;
  }, [title]);

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  return (
    <Page wide>
      {query.isPending ? (
        <div className="flex min-h-[60vh] justify-center py-10">
          <Spinner label="Loading the battle…" />
        </div>
      ) : query.isError || !data ? (
        <Card role="alert" className="border-red-500/40 text-danger">
          The battle could not be loaded: {query.error?.message ?? 'please try again.'}
        </Card>
      ) : (
        <Battle data={data} title={title ?? ''} />
      )}
    </Page>
  );
}

function outcome({ match }: MatchPageData) {
  if (!match.ended_at) return 'In progress';
  if (match.winner_uuid === match.leader_uuid) return `${match.leader_name ?? 'The gym leader'} won`;
  if (match.winner_uuid === match.challenger_uuid) return `${match.challenger_name ?? 'The challenger'} won`;
  return match.result ?? 'No winner';
}

function Battle({ data, title }: { data: MatchPageData; title: string }) {
  const { match } = data;
  const replay = useMemo(() => {
    if (!data.showdown_log) return null;
    const parsed = parseShowdownLog(data.showdown_log);
    return parsed.ok ? buildReplay(parsed.lines) : null;
  }, [data.showdown_log]);
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-primary">Gym battle</p>
        <h1 className="text-3xl font-black text-fg [overflow-wrap:anywhere] sm:text-4xl">{title}</h1>
        <p className="text-muted">
          <PlayerLink name={match.leader_mc_name}>{match.leader_name ?? 'Gym leader'}</PlayerLink> (leader) vs{' '}
          <PlayerLink name={match.challenger_mc_name}>{match.challenger_name ?? 'Challenger'}</PlayerLink> ·{' '}
          <time dateTime={match.started_at}>{utcDayTime(match.started_at)}</time> ·{' '}
          <strong className="text-fg">{outcome(data)}</strong>
        </p>
      </header>
      {replay ? (
        <ReplayViewer replay={replay} />
      ) : (
        <Card>
          <p className="text-muted">No replay was recorded for this battle.</p>
        </Card>
      )}
    </div>
  );
}
