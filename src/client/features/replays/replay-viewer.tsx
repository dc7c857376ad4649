import type { Replay, ReplayPokemon, ReplaySide } from '@shared/replays/replay';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { cn } from '../../lib/cn';

const turnName = (number: number) => (number === 0 ? 'Lead-in' : `Turn ${number}`);

/**
 * A replay drawn turn by turn: the field after the shown turn (each side's active Pokémon with an
 * HP bar and its value in text, and the team with who fainted) and what happened in it. Previous
 * and next buttons, or the arrow keys (Home and End for the ends) on the viewer, step through turns;
 * the turn's text is announced politely.
 */
export function ReplayViewer({ replay }: { replay: Replay }) {
  const [index, setIndex] = useState(0);
  const last = replay.turns.length - 1;
  const turn = replay.turns[index]!;
  const go = (next: number) => setIndex(Math.max(0, Math.min(last, next)));
  useEffect(() => {
    if (index > last) setIndex(last);
  }, [index, last]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    go(step);
  };

  return (
    <section
      aria-label="Replay"
      aria-roledescription="replay viewer"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the viewer takes the arrow keys, so it must hold focus.
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="space-y-4 rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-fg">
          {turnName(turn.number)}
          <span className="ml-2 text-sm font-normal text-muted">
            {index + 1} of {replay.turns.length}
          </span>
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => go(index - 1)} disabled={index === 0}>
            Previous turn
          </Button>
          <Button variant="secondary" size="sm" onClick={() => go(index + 1)} disabled={index === last}>
            Next turn
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted">Arrow keys step through the turns while the replay has focus.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {turn.sides.map((side) => (
          <SideCard key={side.side} side={side} />
        ))}
      </div>
      <Card aria-live="polite" aria-atomic="true">
        <h3 className="mb-2 font-bold text-fg">What happened in {turnName(turn.number).toLowerCase()}</h3>
        <ol className="list-inside list-disc space-y-1 text-sm text-fg [overflow-wrap:anywhere]">
          {turn.events.map((event, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a turn's events are fixed and may repeat word for word.
            <li key={i}>{event}</li>
          ))}
        </ol>
      </Card>
      {index === last && replay.result && (
        <p className="rounded-xl border border-primary/50 bg-primary/10 p-4 font-bold text-primary">
          {replay.result.kind === 'win'
            ? `${replay.result.winner} won the battle.`
            : 'The battle ended in a tie.'}
        </p>
      )}
    </section>
  );
}

function SideCard({ side }: { side: ReplaySide }) {
  return (
    <Card className="min-w-0 space-y-3">
      <h3 className="font-bold text-fg [overflow-wrap:anywhere]">{side.player}</h3>
      <ul className="space-y-3" aria-label={`${side.player}'s Pokémon on the field`}>
        {side.active.map((pokemon, slot) =>
          pokemon ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the slot is the identity here.
            <li key={slot}>
              <HpLine pokemon={pokemon} />
            </li>
          ) : null,
        )}
      </ul>
      <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={`${side.player}'s team`}>
        {side.team.map((pokemon) => (
          <li
            key={pokemon.name}
            className={cn(
              'rounded-md border border-border px-2 py-0.5',
              pokemon.fainted ? 'text-muted line-through' : 'text-fg',
            )}
          >
            {pokemon.name}
            <span className="sr-only">{pokemon.fainted ? ', fainted' : `, ${pokemon.hpPercent}% HP`}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function HpLine({ pokemon }: { pokemon: ReplayPokemon }) {
  const text = pokemon.fainted ? 'fainted' : `${pokemon.hpPercent}% HP`;
  return (
    <div className="space-y-1">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-semibold text-fg [overflow-wrap:anywhere]">{pokemon.name}</span>
        <span className={cn('tabular-nums', pokemon.fainted ? 'text-danger' : 'text-muted')}>{text}</span>
      </div>
      <Progress value={pokemon.hpPercent} label={`${pokemon.name} HP`} />
    </div>
  );
}
