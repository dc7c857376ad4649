/** The home page's arena part: live leader status and the top 10. Loaded after the hero paints. */
import { HydrateInTurn } from '../../lib/hydrate-in-turn';
import { useLiveTopics } from '../live';
import { ArenaStatus } from './arena-status';
import { HomeLeaderboard } from './home-leaderboard';

export default function ArenaHome() {
  useLiveTopics('gym_leaders', 'matches', 'elo_ratings');
  // One root element: a lazy part the first paint drew hydrates in place only when it is one node
  // (with two, Preact drew the second afresh).
  return (
    <div>
      <HydrateInTurn>
        <ArenaStatus />
      </HydrateInTurn>
      <HydrateInTurn>
        <HomeLeaderboard />
      </HydrateInTurn>
    </div>
  );
}
