import { GROUP_NAMES, groupLayout, ROUND, roundName, semifinalLabel } from '@shared/tournaments/bracket';
import type { BracketMatchView } from '@shared/tournaments/bracket-api';
import { ChevronDown, ChevronRight, Shuffle } from 'lucide-react';
import { MatchCard, type PlayerNames } from './bracket-match-card';

/**
 * The drawn bracket: an optional play-in, Groups A-C (two semifinals feeding a group final), then
 * Redemption Road → Tournament Semifinals → Grand Final. Columns on wide screens, one stacked column
 * on a phone, so it never needs more width than the page has.
 */
export function BracketStages({ matches, names }: { matches: BracketMatchView[]; names: PlayerNames }) {
  const at = (round: number, match: number) =>
    matches.find((m) => m.round_number === round && m.match_number === match);
  const playIns = matches.filter((m) => m.round_number === ROUND.playIn);
  return (
    <div className="space-y-12">
      {playIns.length > 0 && (
        <section aria-labelledby="play-in-title">
          <h2 id="play-in-title" className="text-2xl font-bold text-fg">
            {roundName(ROUND.playIn)}
          </h2>
          <p className="mt-1 text-sm text-muted">The latest seeds play for the last places in the groups.</p>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {playIns.map((m) => (
              <li key={m.id} className="min-w-0">
                <MatchCard round={ROUND.playIn} match={m} label={`Play-In ${m.match_number}`} names={names} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="group-stage-title">
        <h2 id="group-stage-title" className="text-2xl font-bold text-fg">
          Group Stage
        </h2>
        <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
          {GROUP_NAMES.map((_, p) => {
            const group = groupLayout(p);
            return (
              <section
                key={group.name}
                aria-labelledby={`group-${group.name}-title`}
                className="min-w-0 rounded-2xl border border-border bg-surface/50 p-3 sm:p-4"
              >
                <h3 id={`group-${group.name}-title`} className="mb-3 text-lg font-bold text-primary">
                  Group {group.name}
                </h3>
                <ul className="space-y-2">
                  {group.semifinals.map((n) => (
                    <li key={n}>
                      <MatchCard
                        round={ROUND.groupSemifinals}
                        match={at(ROUND.groupSemifinals, n)}
                        label={`Semifinal ${semifinalLabel(n)}`}
                        names={names}
                        heading="h4"
                      />
                    </li>
                  ))}
                </ul>
                <ChevronDown className="mx-auto my-1 h-5 w-5 text-muted" aria-hidden="true" />
                <MatchCard
                  round={ROUND.groupFinals}
                  match={at(ROUND.groupFinals, group.final)}
                  label="Group Final"
                  names={names}
                  heading="h4"
                />
              </section>
            );
          })}
        </div>
      </section>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_auto_1fr_auto_1fr] lg:items-center lg:gap-3">
        <RedemptionRoad match={at(ROUND.redemption, 1)} names={names} />
        <Arrow />
        <section aria-labelledby="semifinals-title" className="min-w-0">
          <h2 id="semifinals-title" className="mb-3 text-2xl font-bold text-fg">
            {roundName(ROUND.semifinals)}
          </h2>
          <ul className="space-y-3">
            {[1, 2].map((n) => (
              <li key={n}>
                <MatchCard
                  round={ROUND.semifinals}
                  match={at(ROUND.semifinals, n)}
                  label={`Semifinal ${semifinalLabel(n)}`}
                  names={names}
                />
              </li>
            ))}
          </ul>
        </section>
        <Arrow />
        <section aria-labelledby="grand-final-title" className="min-w-0">
          <h2 id="grand-final-title" className="mb-3 text-2xl font-bold text-fg">
            {roundName(ROUND.grandFinal)}
          </h2>
          <MatchCard round={ROUND.grandFinal} match={at(ROUND.grandFinal, 1)} label="Final" names={names} />
        </section>
      </div>
    </div>
  );
}

/** The draw among the group-stage losers: the drawn player, or 'Winner TBD' until the groups are done. */
function RedemptionRoad({ match, names }: { match: BracketMatchView | undefined; names: PlayerNames }) {
  const drawn = match?.winner_id ?? match?.player1_id ?? null;
  const nobody = match?.match_status === 'completed' && drawn === null;
  return (
    <section aria-labelledby="redemption-title" className="min-w-0">
      <h2 id="redemption-title" className="mb-3 text-2xl font-bold text-fg">
        {roundName(ROUND.redemption)}
      </h2>
      <div className="rounded-xl border border-border bg-surface/90 p-3">
        <p className="flex items-center gap-2 text-xs text-muted">
          <Shuffle className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />A random draw among all
          group-stage losers
        </p>
        <p
          className={
            drawn
              ? 'mt-2 rounded-lg bg-primary/15 px-2 py-1.5 font-bold text-fg ring-1 ring-primary/50'
              : 'mt-2 rounded-lg bg-surface-2/60 px-2 py-1.5 text-muted italic'
          }
        >
          {drawn ? (names.get(drawn) ?? 'Unknown player') : nobody ? 'No group-stage losers' : 'Winner TBD'}
        </p>
      </div>
    </section>
  );
}

function Arrow() {
  return <ChevronRight className="hidden h-6 w-6 text-muted lg:block" aria-hidden="true" />;
}
