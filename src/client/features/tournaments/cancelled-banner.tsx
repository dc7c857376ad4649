import type { TournamentDetails } from '@shared/tournaments/api';
import { cn } from '../../lib/cn';

/**
 * The notice at the top of a cancelled tournament's page, with the reason staff gave; nothing
 * while the tournament stands. Both formats' pages show it, so players of either read the same.
 */
export function CancelledBanner({
  tournament,
  className,
}: {
  tournament: Pick<TournamentDetails, 'status' | 'cancel_reason'> | undefined;
  className?: string;
}) {
  if (tournament?.status !== 'cancelled') return null;
  return (
    <p
      role="status"
      className={cn('rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-fg', className)}
    >
      <strong>This tournament was cancelled.</strong> {tournament.cancel_reason}
    </p>
  );
}
