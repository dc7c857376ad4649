/** Small arena display pieces shared by the home section and the arena pages. */

import { isTrainerVictoryRate, type Medal, medalFor, trainerWinRateText } from '@shared/arena/ladder';
import { elementLabel, isLeaderVictoryRate, leaderWinRateText } from '@shared/arena/leaders';
import type { ElementType, LeaderStatus } from '@shared/arena/types';
import { Crown, Medal as MedalIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { ELEMENT_STYLE } from '../../components/ui/element-style';
import { cn } from '../../lib/cn';

export function ElementBadge({ element, className }: { element: ElementType; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide',
        ELEMENT_STYLE[element],
        className,
      )}
    >
      {elementLabel(element)}
    </span>
  );
}

const STATUS_VIEW: Record<LeaderStatus, { text: string; variant: 'success' | 'warning' | 'secondary' }> = {
  online: { text: 'Online', variant: 'success' },
  busy: { text: 'Busy', variant: 'warning' },
  offline: { text: 'Offline', variant: 'secondary' },
};

export function StatusBadge({ status, label }: { status: LeaderStatus; label?: string }) {
  const view = STATUS_VIEW[status] ?? STATUS_VIEW.offline;
  return <Badge variant={view.variant}>{label ?? view.text}</Badge>;
}

export function LeaderWinRate({ winRate }: { winRate: number }) {
  return (
    <span
      className={cn('font-semibold tabular-nums', isLeaderVictoryRate(winRate) ? 'text-success' : 'text-fg')}
    >
      {leaderWinRateText(winRate)}
    </span>
  );
}

export function TrainerWinRate({ wins, losses }: { wins: number; losses: number }) {
  return (
    <span
      className={cn(
        'tabular-nums',
        isTrainerVictoryRate(wins, losses) ? 'font-semibold text-success' : 'text-fg',
      )}
    >
      {trainerWinRateText(wins, losses)}
    </span>
  );
}

const MEDAL_CLASS: Record<Exclude<Medal['kind'], 'rank'>, string> = {
  crown: 'text-primary',
  silver: 'text-slate-300',
  bronze: 'text-orange-400',
};

export function RankMedal({ rank }: { rank: number }) {
  const medal = medalFor(rank);
  if (medal.kind === 'rank')
    return <span className="font-semibold tabular-nums text-muted">{medal.label}</span>;
  const Icon = medal.kind === 'crown' ? Crown : MedalIcon;
  return (
    <span className={cn('inline-flex items-center', MEDAL_CLASS[medal.kind])}>
      <Icon className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only">{medal.label}</span>
    </span>
  );
}
