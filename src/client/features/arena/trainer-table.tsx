import { streakText } from '@shared/arena/ladder';
import type { LadderEntry, Tier } from '@shared/arena/types';
import { memo } from 'react';
import { cn } from '../../lib/cn';
import { PlayerLink } from '../players';
import { RankMedal, TrainerWinRate } from './arena-bits';

const TIER_CLASS: Record<Tier, string> = {
  Champion: 'border-amber-400/50 bg-amber-400/15 text-amber-200',
  Elite: 'border-violet-400/50 bg-violet-400/15 text-violet-200',
  Ace: 'border-sky-400/50 bg-sky-400/15 text-sky-200',
  Trainer: 'border-green-400/50 bg-green-400/15 text-green-200',
  Apprentice: 'border-slate-400/50 bg-slate-400/15 text-slate-200',
  Beginner: 'border-border bg-surface-2 text-muted',
};

export function TierBadge({ tier }: { tier: Tier }) {
  return (
    <span className={cn('inline-flex rounded-full border px-2.5 py-0.5 text-xs font-bold', TIER_CLASS[tier])}>
      {tier}
    </span>
  );
}

/** Ladder rows: medal, username, rating, wins, losses, win rate, streak and tier. */
export function TrainerTable({ entries, caption }: { entries: LadderEntry[]; caption: string }) {
  return (
    <section
      // Focusable so keyboard users can scroll the table sideways on narrow screens.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={caption}
      className="overflow-x-auto rounded-xl border border-border"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2 text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              Rank
            </th>
            <th scope="col" className="px-3 py-2">
              Trainer
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Rating
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Wins
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Losses
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Win rate
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Streak
            </th>
            <th scope="col" className="px-3 py-2">
              Tier
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {entries.map((entry) => (
            <TrainerRow key={entry.player_uuid} entry={entry} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** One row, memoized: a live ladder change keeps the entries it did not change, so they skip. */
const TrainerRow = memo(function TrainerRow({ entry }: { entry: LadderEntry }) {
  return (
    <tr className="bg-surface/60">
      <td className="px-3 py-2">
        <RankMedal rank={entry.rank} />
      </td>
      <th scope="row" className="px-3 py-2 font-semibold text-fg">
        <PlayerLink name={entry.mc_name}>{entry.username}</PlayerLink>
      </th>
      <td className="px-3 py-2 text-right font-bold tabular-nums text-fg">{entry.rating}</td>
      <td className="px-3 py-2 text-right tabular-nums">{entry.wins}</td>
      <td className="px-3 py-2 text-right tabular-nums">{entry.losses}</td>
      <td className="px-3 py-2 text-right">
        <TrainerWinRate wins={entry.wins} losses={entry.losses} />
      </td>
      <td
        className={cn('px-3 py-2 text-right tabular-nums', entry.streak > 0 ? 'text-success' : 'text-muted')}
      >
        {streakText(entry.streak)}
      </td>
      <td className="px-3 py-2">
        <TierBadge tier={entry.tier} />
      </td>
    </tr>
  );
});
