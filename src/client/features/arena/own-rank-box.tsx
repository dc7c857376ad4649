import { UserRound } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { startSignIn } from '../auth';
import { useOwnRank } from './arena-queries';
import { TierBadge } from './trainer-table';

export function OwnRankBox() {
  const { loading, signedIn, rank } = useOwnRank();
  return (
    <Card aria-labelledby="own-rank-title" role="region" className="h-fit">
      <h3 id="own-rank-title" className="flex items-center gap-2 text-lg font-bold text-fg">
        <UserRound className="h-5 w-5 text-primary" aria-hidden="true" />
        Your Rank
      </h3>
      <div className="mt-3">
        {loading ? (
          <Spinner label="Loading your rank…" />
        ) : !signedIn ? (
          <>
            <p className="text-muted">Login to see your position on the leaderboard</p>
            <Button className="mt-4" size="sm" onClick={() => startSignIn()}>
              Sign in with Discord
            </Button>
          </>
        ) : rank?.state !== 'rated' ? (
          <>
            <p className="font-semibold text-fg">No ELO Rating Found</p>
            <p className="mt-1 text-sm text-muted">
              {rank?.state === 'unlinked'
                ? 'Link your Minecraft account to see your ranking'
                : 'Play some matches to get your ELO rating!'}
            </p>
          </>
        ) : (
          <>
            <p className="font-display text-4xl font-extrabold tabular-nums text-fg">#{rank.entry.rank}</p>
            <p className="mt-1 text-sm text-muted">
              of {rank.total} · <span className="font-semibold text-fg">{rank.entry.rating}</span> ELO
            </p>
            <div className="mt-2">
              <TierBadge tier={rank.entry.tier} />
            </div>
            {rank.entry.rank <= 10 && (
              <p className="mt-3 font-semibold text-success">You're in the top 10! 🎉</p>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
