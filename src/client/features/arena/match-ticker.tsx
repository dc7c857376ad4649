import { TICKER_ITEM_MS } from '@shared/arena/spotlight';
import { matchTickerText, TICKER_DEFAULT_TEXT } from '@shared/arena/ticker';
import type { ArenaMatch } from '@shared/arena/types';
import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';
import { PlayerLink } from '../players';
import { ReplayLink } from '../replays';
import { matchesQuery } from './arena-queries';
import { useReducedMotion } from './use-reduced-motion';

/** The 10 latest matches scrolling past, 4 s per match; a plain list under reduced motion. */
export function MatchTicker() {
  const matches = useQuery(matchesQuery);
  return (
    <section
      aria-labelledby="ticker-title"
      className="overflow-hidden rounded-xl border border-border bg-bg/60"
    >
      <h3 id="ticker-title" className="sr-only">
        Recent matches
      </h3>
      <div className="flex items-center gap-3 px-3 py-2 text-sm">
        <span className="inline-flex shrink-0 items-center gap-1.5 font-bold uppercase tracking-wider text-primary">
          <Radio className="h-4 w-4" aria-hidden="true" />
          Live
        </span>
        {matches.isPending ? (
          <span className="text-muted">{TICKER_DEFAULT_TEXT}</span>
        ) : matches.isError ? (
          <span role="alert" className="text-danger">
            Failed to load recent matches
          </span>
        ) : matches.data.length === 0 ? (
          <span className="text-muted">
            {TICKER_DEFAULT_TEXT}{' '}
            <span className="text-fg">No recent matches yet — battle now to be featured!</span>
          </span>
        ) : (
          <TickerTrack matches={matches.data} />
        )}
      </div>
    </section>
  );
}

/** Who fought (memoized: a new match renders alone), each name linking to the player's page; `copy`: the loop's hidden copy, out of the tab order. */
const TickerItem = memo(function TickerItem({ match, copy = false }: { match: ArenaMatch; copy?: boolean }) {
  const tabIndex = copy ? -1 : undefined;
  return (
    <li className="shrink-0 whitespace-nowrap">
      <span className="font-semibold text-fg">
        <PlayerLink name={match.leader_mc_name} tabIndex={tabIndex}>
          {match.leader_name ?? 'Gym leader'}
        </PlayerLink>
        {' vs '}
        <PlayerLink name={match.challenger_mc_name} tabIndex={tabIndex}>
          {match.challenger_name ?? 'Challenger'}
        </PlayerLink>
      </span>
      <span className="text-muted"> · {matchTickerText(match)}</span>
      {match.has_replay && (
        <>
          {' · '}
          <ReplayLink
            matchId={match.id}
            label={`${match.leader_name ?? 'Gym leader'} vs ${match.challenger_name ?? 'Challenger'}`}
            tabIndex={tabIndex}
          />
        </>
      )}
    </li>
  );
});

function TickerTrack({ matches }: { matches: ArenaMatch[] }) {
  const track = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = track.current;
    if (!element || reducedMotion) return;
    // Web Animations rather than a CSS keyframe: the speed follows the item count (4 s each) and
    // hover or focus pauses it.
    const animation = element.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }], {
      duration: matches.length * TICKER_ITEM_MS,
      iterations: Number.POSITIVE_INFINITY,
    });
    const pause = () => animation.pause();
    const play = () => animation.play();
    const container = element.parentElement;
    container?.addEventListener('mouseenter', pause);
    container?.addEventListener('mouseleave', play);
    container?.addEventListener('focusin', pause);
    container?.addEventListener('focusout', play);
    return () => {
      animation.cancel();
      container?.removeEventListener('mouseenter', pause);
      container?.removeEventListener('mouseleave', play);
      container?.removeEventListener('focusin', pause);
      container?.removeEventListener('focusout', play);
    };
  }, [matches.length, reducedMotion]);

  if (reducedMotion) {
    return (
      <ul className="flex min-w-0 flex-wrap gap-x-6 gap-y-1">
        {matches.map((match) => (
          <TickerItem key={match.id} match={match} />
        ))}
      </ul>
    );
  }
  return (
    <div className="min-w-0 flex-1 overflow-hidden">
      <div ref={track} className="flex w-max gap-8">
        <ul className="flex gap-8">
          {matches.map((match) => (
            <TickerItem key={match.id} match={match} />
          ))}
        </ul>
        {/* A second copy makes the loop seamless; assistive tech reads the first only. */}
        <ul aria-hidden="true" className="flex gap-8">
          {matches.map((match) => (
            <TickerItem key={match.id} match={match} copy />
          ))}
        </ul>
      </div>
    </div>
  );
}
