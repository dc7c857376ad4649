import { roundName, statusBadgeVariant, statusText } from '@shared/tournaments/bracket';
import type { BracketMatchView, BracketSeed } from '@shared/tournaments/bracket-api';
import { winPercents } from '@shared/tournaments/seeding';
import { Trophy } from 'lucide-react';
import { createContext, useContext, useId } from 'react';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { PlayerLink } from '../players';

/** Registration id → Minecraft name, for the cards. */
export type PlayerNames = ReadonlyMap<string, string>;

/** Registration id → seed and rating kept from the draw; empty before it (and for older draws' gaps). */
export type PlayerSeeds = ReadonlyMap<string, BracketSeed>;
const SeedsContext = createContext<PlayerSeeds>(new Map());
/** Gives every card below it the draw's seeds, so the layouts between need not carry them. */
export const SeedsProvider = SeedsContext.Provider;

/**
 * One match: its round name and label, the status badge, both players (or TBD, or Bye for a seat
 * nobody will fill) with their games won, and the winner's row highlighted.
 */
export function MatchCard({
  round,
  match,
  label,
  names,
  heading: Heading = 'h3',
}: {
  round: number;
  /** Absent until the bracket holds this match. */
  match: BracketMatchView | undefined;
  label: string;
  names: PlayerNames;
  heading?: 'h3' | 'h4';
}) {
  const titleId = useId();
  const seeds = useContext(SeedsContext);
  const status = match?.match_status ?? 'pending';
  // Both players' chances from their ratings at the draw, when both are known and rated.
  const rating = (id: string | null | undefined) => (id ? (seeds.get(id)?.rating ?? null) : null);
  const chances =
    match && !match.is_bye && match.player1_id && match.player2_id
      ? winPercents(rating(match.player1_id), rating(match.player2_id))
      : null;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'min-w-0 rounded-xl border bg-surface/90 p-3 shadow-sm',
        status === 'in_progress' ? 'border-primary/60' : 'border-border',
      )}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-[11px] font-semibold uppercase tracking-wider text-muted">{roundName(round)}</p>
          <Heading id={titleId} className="text-sm font-bold text-fg">
            {label}
          </Heading>
        </div>
        <Badge variant={statusBadgeVariant(status)} className="shrink-0 capitalize">
          {statusText(status)}
        </Badge>
      </header>
      <ul className="mt-2 space-y-1">
        <PlayerRow match={match} slot={1} names={names} seeds={seeds} chance={chances?.[0] ?? null} />
        <PlayerRow match={match} slot={2} names={names} seeds={seeds} chance={chances?.[1] ?? null} />
      </ul>
    </article>
  );
}

function PlayerRow({
  match,
  slot,
  names,
  seeds,
  chance,
}: {
  match: BracketMatchView | undefined;
  slot: 1 | 2;
  names: PlayerNames;
  seeds: PlayerSeeds;
  /** This player's chance to win the match in whole percent, from the Elo expectation; null: unknown. */
  chance: number | null;
}) {
  const id = slot === 1 ? match?.player1_id : match?.player2_id;
  const games = slot === 1 ? match?.games_won_p1 : match?.games_won_p2;
  const won = id != null && match?.winner_id === id;
  // A bye's empty seat stays empty for good; any other empty seat waits for an earlier match.
  const name = id ? (names.get(id) ?? 'Unknown player') : match?.is_bye ? 'Bye' : 'TBD';
  const played = match !== undefined && !match.is_bye && match.match_status !== 'pending';
  const seed = id ? seeds.get(id)?.seed : undefined;
  return (
    <li
      className={cn(
        'flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-sm',
        won ? 'bg-primary/15 font-bold text-fg ring-1 ring-primary/50' : 'bg-surface-2/60',
        !id && 'text-muted italic',
      )}
    >
      <span className="flex min-w-0 items-center gap-1.5">
        {won && <Trophy className="h-3.5 w-3.5 shrink-0 text-primary" aria-hidden="true" />}
        <span className="truncate">
          <PlayerLink name={id ? names.get(id) : null}>{name}</PlayerLink>
        </span>
        {won && <span className="sr-only">(winner)</span>}
        {seed !== undefined && (
          <span className="shrink-0 text-xs font-normal text-muted">
            <span className="sr-only">, </span>Seed {seed}
          </span>
        )}
      </span>
      {chance !== null && (
        <span className="ml-auto shrink-0 text-xs font-normal text-muted tabular-nums">
          <span className="sr-only">, </span>
          {chance}%<span className="sr-only"> chance to win</span>
        </span>
      )}
      {played && (
        <span className="shrink-0 tabular-nums">
          {games}
          <span className="sr-only"> {games === 1 ? 'game' : 'games'} won</span>
        </span>
      )}
    </li>
  );
}
