/** The home page's arena part: live leader status and the top 10. Loaded after the hero paints. */
import { useLiveTopics } from '../live';
import { ArenaStatus } from './arena-status';
import { HomeLeaderboard } from './home-leaderboard';

export default function ArenaHome() {
  useLiveTopics('gym_leaders', 'matches', 'elo_ratings');
  return (
    <>
      <ArenaStatus />
      <HomeLeaderboard />
    </>
  );
}
