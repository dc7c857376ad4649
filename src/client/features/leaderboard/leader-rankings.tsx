import { badgeName, sortLeadersByWinRate } from '@shared/arena/leaders';
import { useQuery } from '@tanstack/react-query';
import { Card } from '../../components/ui/card';
import { MinecraftHead } from '../../components/ui/minecraft-head';
import { Spinner } from '../../components/ui/spinner';
import { ElementBadge, LeaderWinRate, leadersQuery, StatusBadge } from '../arena';
import { PlayerLink } from '../players';

/** Gym leaders by win rate (a leader with no badges awarded counts as 0). */
export function LeaderRankings() {
  const leaders = useQuery(leadersQuery);
  if (leaders.isPending)
    return (
      <div className="min-h-[90vh]">
        <Spinner label="Loading gym leaders…" />
      </div>
    );
  if (leaders.isError)
    return (
      <Card role="alert" className="border-red-500/40 text-danger">
        Error loading rankings: {leaders.error.message}
      </Card>
    );
  if (leaders.data.length === 0) return <Card className="text-muted">No gym leaders available yet.</Card>;
  return (
    <ol className="space-y-3" aria-label="Gym leaders by win rate">
      {sortLeadersByWinRate(leaders.data).map((leader, index) => (
        <li key={leader.id}>
          <Card className="flex flex-wrap items-center gap-4 p-4 sm:p-4">
            <span className="w-8 text-center font-bold tabular-nums text-muted">#{index + 1}</span>
            <MinecraftHead username={leader.minecraft_username} name={leader.display_name} size={40} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-fg">
                <PlayerLink name={leader.minecraft_username}>{leader.display_name}</PlayerLink>
              </p>
              <p className="text-sm text-muted">{badgeName(leader.element)}</p>
            </div>
            <ElementBadge element={leader.element} />
            <StatusBadge status={leader.status} />
            <dl className="flex gap-5 text-sm">
              <div>
                <dt className="text-xs text-muted">Win rate</dt>
                <dd>
                  <LeaderWinRate winRate={leader.win_rate} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Badges</dt>
                <dd className="font-semibold tabular-nums">{leader.badges_awarded}</dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ol>
  );
}
