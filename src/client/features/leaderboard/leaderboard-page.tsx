import { useInfiniteQuery } from '@tanstack/react-query';
import { Crown, Trophy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ladderPagesQuery, TrainerTable } from '../arena';
import { useLiveTopics } from '../live';
import { LeaderRankings } from './leader-rankings';

export default function LeaderboardPage() {
  useLiveTopics('elo_ratings', 'gym_leaders');
  return (
    <Page wide>
      <PageHeader eyebrow="Season 1" title="Leaderboard">
        The ELO ladder and the gym leaders' records, updated live as matches finish.
      </PageHeader>
      <Tabs defaultValue="trainers">
        <TabsList aria-label="Rankings">
          <TabsTrigger value="trainers">
            <Trophy className="h-4 w-4" aria-hidden="true" />
            Top Trainers
          </TabsTrigger>
          <TabsTrigger value="leaders">
            <Crown className="h-4 w-4" aria-hidden="true" />
            Gym Leaders
          </TabsTrigger>
        </TabsList>
        <TabsContent value="trainers">
          <TrainerLadder />
        </TabsContent>
        <TabsContent value="leaders">
          <LeaderRankings />
        </TabsContent>
      </Tabs>
    </Page>
  );
}

function TrainerLadder() {
  const ladder = useInfiniteQuery(ladderPagesQuery);
  // The ladder is taller than the screen: holding a screen's height while it loads keeps the footer
  // out of view, so nothing visible moves when the rows arrive.
  if (ladder.isPending)
    return (
      <div className="min-h-[90vh]">
        <Spinner label="Loading leaderboard…" />
      </div>
    );
  if (ladder.isError)
    return (
      <Card role="alert" className="border-red-500/40 text-danger">
        Error loading leaderboard: {ladder.error.message}
      </Card>
    );
  const entries = ladder.data.pages.flatMap((page) => page.entries);
  const total = ladder.data.pages.at(-1)?.total ?? entries.length;
  if (entries.length === 0) return <Card className="text-muted">No players ranked yet. Be the first!</Card>;
  return (
    <div className="space-y-4">
      <TrainerTable entries={entries} caption="Top trainers by ELO" />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
        <p aria-live="polite">
          Showing {entries.length} of {total} ranked players
        </p>
        {ladder.hasNextPage && (
          <Button
            variant="secondary"
            onClick={() => void ladder.fetchNextPage()}
            disabled={ladder.isFetchingNextPage}
          >
            {ladder.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </div>
    </div>
  );
}
