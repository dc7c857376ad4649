import { Link } from '../../lib/router';

/** "Replay", to a match's page; `label` names the battle for screen readers (many links read alike). */
export function ReplayLink({
  matchId,
  label,
  tabIndex,
}: {
  matchId: string;
  label: string;
  tabIndex?: number;
}) {
  return (
    <Link
      to={`/matches/${matchId}`}
      tabIndex={tabIndex}
      className="font-semibold text-primary underline underline-offset-4 hover:text-amber-300"
      aria-label={`Replay of ${label}`}
    >
      Replay
    </Link>
  );
}
