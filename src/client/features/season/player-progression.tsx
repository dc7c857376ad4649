import { elementLabel } from '@shared/arena/leaders';
import { SEASON1_GYM_TYPES } from '@shared/bridge/season';
import { SEASON1_BADGE_TOTAL, type SeasonBadge, type SeasonPlayerProgress } from '@shared/season/progression';
import { useQuery } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { ELEMENT_STYLE } from '../../components/ui/element-style';
import { MinecraftHead } from '../../components/ui/minecraft-head';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useLiveTopics } from '../live';
import { GymBadgeIcon } from './gym-badge-icon';
import { seasonProgressionQuery } from './use-season-progression';

const UNKNOWN_PLAYER = 'Unknown Player';
/** The skin service draws its default skin for a name it does not know; the spec's stand-in. */
const UNKNOWN_HEAD = 'Steve';
/** Placeholder cards while loading: two rows of the two-column list. */
const SKELETON_CARDS = 4;

/** The Player Progression panel: every player's Season 1 badges, live. */
export function PlayerProgression() {
  useLiveTopics('season1_progression');
  const progression = useQuery(seasonProgressionQuery);
  return (
    <section aria-labelledby="progression-title" className="mt-14">
      <h2 id="progression-title" className="text-2xl font-bold text-fg">
        Player Progression
      </h2>
      <p className="mt-1 mb-5 text-muted">Badges earned this season, updated as they are won in game.</p>
      {progression.data ? (
        progression.data.length === 0 ? (
          <Card className="text-center text-muted">No players have started Season 1 yet!</Card>
        ) : (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {progression.data.map((player) => (
              <li key={player.uuid}>
                <PlayerCard player={player} />
              </li>
            ))}
          </ul>
        )
      ) : progression.isError ? (
        <Card role="alert" className="border-red-500/40 text-danger">
          Failed to load progression data
        </Card>
      ) : (
        <ProgressionSkeleton />
      )}
    </section>
  );
}

function PlayerCard({ player }: { player: SeasonPlayerProgress }) {
  const name = player.name ?? UNKNOWN_PLAYER;
  const countText = `${player.badge_count} of ${SEASON1_BADGE_TOTAL} badges`;
  return (
    <Card className={cn('h-full', player.champion && 'border-primary/60')}>
      <div className="flex h-12 items-center gap-3">
        <MinecraftHead username={player.name ?? UNKNOWN_HEAD} name={name} />
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <h3 className="truncate text-base font-bold text-fg sm:text-lg">{name}</h3>
            {player.champion && (
              <Badge className="shrink-0">
                <Crown aria-hidden="true" className="h-3 w-3" />
                CHAMPION
              </Badge>
            )}
          </div>
          <p className="text-sm text-muted">{countText}</p>
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={`${name}'s badge progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(player.percent)}
        aria-valuetext={`${countText} (${Math.round(player.percent)}%)`}
        className="mt-4 h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-primary motion-safe:transition-[width] motion-safe:duration-500"
          style={{ width: `${player.percent}%` }}
        />
      </div>
      <ul aria-label={`${name}'s badges`} className="mt-4 grid grid-cols-9 gap-1 sm:gap-2">
        {player.badges.map((badge) => (
          <li key={badge.type}>
            <BadgeSlot badge={badge} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function BadgeSlot({ badge }: { badge: SeasonBadge }) {
  const title = `${elementLabel(badge.type)} Badge${badge.earned ? ' - Earned' : ''}`;
  return (
    <span
      role="img"
      aria-label={title}
      title={title}
      className={cn(
        'grid aspect-square max-w-11 place-items-center rounded-lg border p-0.5 sm:p-1',
        badge.earned ? ELEMENT_STYLE[badge.type] : 'border-dashed border-border bg-surface-2/40 text-muted',
      )}
    >
      <GymBadgeIcon type={badge.type} className={cn('h-full w-full', !badge.earned && 'opacity-30')} />
    </span>
  );
}

/**
 * Cards shaped like the real ones (same header, bar and badge row heights), so the panel does not
 * jump when the list arrives; drawn in the first paint too.
 */
function ProgressionSkeleton() {
  return (
    <div className="relative">
      <Spinner label="Loading progression data…" className="absolute top-5 right-5" />
      <ul aria-hidden="true" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of placeholders
          <li key={i}>
            <Card className="h-full">
              <div className="flex h-12 items-center gap-3">
                <span className="h-12 w-12 shrink-0 rounded-lg bg-surface-2" />
                <span className="flex-1 space-y-2">
                  <span className="block h-4 w-32 rounded bg-surface-2" />
                  <span className="block h-3 w-20 rounded bg-surface-2" />
                </span>
              </div>
              <span className="mt-4 block h-2 rounded-full bg-surface-2" />
              <span className="mt-4 grid grid-cols-9 gap-1 sm:gap-2">
                {SEASON1_GYM_TYPES.map((type) => (
                  <span
                    key={type}
                    className="block aspect-square max-w-11 rounded-lg border border-dashed border-border"
                  />
                ))}
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
