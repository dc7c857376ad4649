import { badgeName, spotlightLabel } from '@shared/arena/leaders';
import { ARENA_CHIP_LIMIT } from '@shared/arena/spotlight';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw, Swords } from 'lucide-react';
import { memo, type ReactNode, useMemo } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { MinecraftHead } from '../../components/ui/minecraft-head';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { useMediaQuery } from '../../lib/use-media-query';
import { PlayerLink } from '../players';
import { ElementBadge, LeaderWinRate, StatusBadge } from './arena-bits';
import { type ArenaLeader, arenaLeadersQuery, ladderEntryQuery } from './arena-queries';
import { MatchTicker } from './match-ticker';
import { useOnlinePulse } from './use-online-pulse';
import { useSpotlight } from './use-spotlight';

/** Leaders' ELO comes from the ladder's first 100 entries (the leader API carries no rating). */
export const LADDER_LOOKUP_LIMIT = 100;

export function ArenaStatus() {
  const leaders = useQuery(arenaLeadersQuery);
  return (
    <section aria-labelledby="arena-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-xs font-bold uppercase tracking-[0.2em] text-primary">Arena</p>
      <h2
        id="arena-title"
        className="mt-2 font-display text-3xl font-extrabold tracking-tight text-fg sm:text-4xl"
      >
        Live Gym Leader Status
      </h2>
      <div className="mt-6 space-y-5">
        <MatchTicker />
        {leaders.isPending ? (
          <Card className="flex items-center gap-3">
            <Spinner label="Connecting to Arena…" />
            <span className="text-muted">Connecting to Arena…</span>
          </Card>
        ) : leaders.isError ? (
          <Card role="alert" className="border-red-500/40">
            <p className="font-semibold text-danger">Arena connection failed: {leaders.error.message}</p>
            <Button className="mt-4" variant="secondary" onClick={() => window.location.reload()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Retry
            </Button>
          </Card>
        ) : (
          <OnlineLeaders leaders={leaders.data} />
        )}
      </div>
    </section>
  );
}

/**
 * The spotlight and the chips. A live change renders what it changed: the leaders keep their
 * objects when their shown fields are equal (arenaLeadersQuery), the chips and the card are
 * memoized on them, and the spotlit leader's ELO is read by its own small component.
 */
function OnlineLeaders({ leaders }: { leaders: ArenaLeader[] }) {
  const online = useMemo(() => leaders.filter((leader) => leader.status === 'online'), [leaders]);
  const pulsing = useOnlinePulse(leaders);
  const spotlight = useSpotlight(online.map((leader) => leader.id));
  const current = online.find((leader) => leader.id === spotlight.current);
  // Touch screens have no hover; tapping a chip focuses it, which holds the spotlight too.
  const canHover = useMediaQuery('(hover: hover)');

  if (!current) {
    return (
      <Card className="text-center">
        <p className="text-lg font-semibold text-fg">No leaders are live right now</p>
        <Link to="/gym-leaders" className={cn(buttonClass('secondary'), 'mt-4')}>
          Browse Leaders
        </Link>
      </Card>
    );
  }
  return (
    <div
      className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]"
      {...spotlight.pauseProps}
    >
      <SpotlightCard leader={current} pulsing={pulsing.has(current.id)} />
      <div>
        <h3 className="text-sm font-bold uppercase tracking-wider text-muted">
          Online now <span className="text-fg">({online.length})</span>
        </h3>
        {/* One row that scrolls sideways: leaders coming and going never add a row and move the page. */}
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {online.slice(0, ARENA_CHIP_LIMIT).map((leader) => (
            <LeaderChip
              key={leader.id}
              leader={leader}
              selected={leader.id === current.id}
              pulsing={pulsing.has(leader.id)}
              onSelect={spotlight.select}
            />
          ))}
        </ul>
        <p className="mt-3 text-xs text-muted">
          {spotlight.rotating
            ? `The spotlight changes every 10 seconds; ${canHover ? 'hover to pause' : 'tap a leader to hold it'}.`
            : ''}
        </p>
      </div>
    </div>
  );
}

const LeaderChip = memo(function LeaderChip({
  leader,
  selected,
  pulsing,
  onSelect,
}: {
  leader: ArenaLeader;
  selected: boolean;
  pulsing: boolean;
  onSelect: (id: string) => void;
}) {
  return (
    <li className="shrink-0">
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => onSelect(leader.id)}
        className={cn(
          'inline-flex items-center gap-2 rounded-full border border-border bg-surface-2 py-1 pl-1 pr-3 text-sm font-semibold text-fg hover:border-primary/60',
          selected && 'border-primary bg-primary/10',
          pulsing && 'ring-2 ring-success motion-safe:animate-pulse',
        )}
      >
        <MinecraftHead
          username={leader.minecraft_username}
          name={leader.display_name}
          size={24}
          rounded="rounded-full"
        />
        {leader.display_name}
      </button>
    </li>
  );
});

const SpotlightCard = memo(function SpotlightCard({
  leader,
  pulsing,
}: {
  leader: ArenaLeader;
  pulsing: boolean;
}) {
  const online = leader.status === 'online';
  return (
    <Card
      aria-labelledby="spotlight-name"
      role="group"
      className={cn('relative', pulsing && 'ring-2 ring-success motion-safe:animate-pulse')}
    >
      <div className="flex items-start gap-4">
        <MinecraftHead username={leader.minecraft_username} name={leader.display_name} size={72} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={leader.status} label={spotlightLabel(leader.status)} />
            <ElementBadge element={leader.element} />
          </div>
          <h3 id="spotlight-name" className="mt-2 truncate text-2xl font-extrabold text-fg">
            <PlayerLink name={leader.minecraft_username}>{leader.display_name}</PlayerLink>
          </h3>
          <p className="text-sm text-muted">{badgeName(leader.element)}</p>
        </div>
      </div>
      {online && (
        <dl className="mt-5 grid grid-cols-3 gap-3 text-center">
          <Stat label="ELO" value={<LeaderElo playerUuid={leader.player_uuid} />} />
          <Stat label="Badges" value={String(leader.badges_awarded)} />
          <Stat label="Win rate" value={<LeaderWinRate winRate={leader.win_rate} />} />
        </dl>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/gym-leaders" className={buttonClass('primary')}>
          <Swords className="h-4 w-4" aria-hidden="true" />
          Challenge
        </Link>
        <Link to="/gym-leaders" className={buttonClass('secondary')}>
          View Loadout
        </Link>
      </div>
    </Card>
  );
});

/** The leader's ELO from the ladder's top 100; renders alone when a rating changes. */
function LeaderElo({ playerUuid }: { playerUuid: string }) {
  const entry = useQuery(useMemo(() => ladderEntryQuery(LADDER_LOOKUP_LIMIT, playerUuid), [playerUuid]));
  return entry.data ? String(entry.data.rating) : 'Unrated';
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-bg/60 px-2 py-3">
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-1 text-lg font-bold tabular-nums text-fg">{value}</dd>
    </div>
  );
}
