import type { LadderEntry } from '@shared/arena/types';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Link } from '../../lib/router';
import { ladderTopQuery } from './arena-queries';
import { LADDER_LOOKUP_LIMIT } from './arena-status';
import { OwnRankBox } from './own-rank-box';
import { TrainerTable } from './trainer-table';

const HOME_TOP = 10;
/** The top 10 of the top 100: unchanged entries keep their objects, so their rows skip a live change. */
const topTen = (data: { entries: LadderEntry[] }) => data.entries.slice(0, HOME_TOP);

/** The home page's top 10 and the visitor's own position. */
export function HomeLeaderboard() {
  // Same query as the spotlight's ELO lookup, so the home page asks the ladder once.
  const ladder = useQuery({ ...ladderTopQuery(LADDER_LOOKUP_LIMIT), select: topTen });
  return (
    <section aria-labelledby="home-ladder-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2
          id="home-ladder-title"
          className="font-display text-2xl font-extrabold tracking-tight text-fg sm:text-3xl"
        >
          Top 10 Trainers
        </h2>
        <Link to="/leaderboard" className={buttonClass('ghost', 'sm')}>
          View full leaderboard
        </Link>
      </div>
      <div className="mt-5 grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          {ladder.isPending ? (
            <Spinner label="Loading leaderboard…" />
          ) : ladder.isError ? (
            <Card role="alert" className="border-red-500/40 text-danger">
              Error loading leaderboard: {ladder.error.message}
            </Card>
          ) : ladder.data.length === 0 ? (
            <Card className="text-muted">No players ranked yet. Be the first!</Card>
          ) : (
            <TrainerTable entries={ladder.data} caption="Top 10 trainers by ELO" />
          )}
        </div>
        <OwnRankBox />
      </div>
    </section>
  );
}
