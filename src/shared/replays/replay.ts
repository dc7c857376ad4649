/**
 * A replay from a checked log: the players, their teams, and the battle cut into turns, each with
 * what happened in it (as sentences a screen reader can read) and who stood on the field after
 * it, with hit points as percentages. Section 0 is the lead-in (the first switches) before turn 1.
 */
import type { GameType, Health, PokemonRef, ProtocolLine, Side } from './protocol';

export interface ReplayPokemon {
  name: string;
  species: string;
  /** 0–100, rounded; 0 once fainted. */
  hpPercent: number;
  fainted: boolean;
}

export interface ReplaySide {
  side: Side;
  player: string;
  /** Every Pokémon seen: listed by |poke| (team preview) or switched in. */
  team: ReplayPokemon[];
  /** The Pokémon in each active slot (a, b…), in slot order; null for an emptied slot. */
  active: (ReplayPokemon | null)[];
}

export type ReplayResult = { kind: 'win'; winner: string } | { kind: 'tie' } | null;

export interface ReplayTurn {
  /** 0 for the lead-in before turn 1. */
  number: number;
  events: string[];
  /** The field once the turn is over. */
  sides: ReplaySide[];
}

export interface Replay {
  gameType: GameType;
  turns: ReplayTurn[];
  result: ReplayResult;
}

const percent = (health: Health) =>
  health.max === null || health.hp === 0 ? 0 : Math.max(1, Math.round((health.hp / health.max) * 100));

/** Team preview hides some formes (`Zamazenta-*`); the switch-in names the one that came. */
const sameSpecies = (listed: string, seen: string) =>
  listed === seen ||
  (listed.endsWith('-*') && (seen === listed.slice(0, -2) || seen.startsWith(listed.slice(0, -1))));

const slotIndex = (slot: string | null) => (slot ? slot.charCodeAt(0) - 97 : 0);

/** Builds the replay from a parsed log's lines (parseShowdownLog). */
export function buildReplay(lines: readonly ProtocolLine[]): Replay {
  let gameType: GameType = 'singles';
  const sides = new Map<Side, ReplaySide>();
  const sideOf = (side: Side) => {
    let found = sides.get(side);
    if (!found) {
      found = { side, player: side, team: [], active: [] };
      sides.set(side, found);
    }
    return found;
  };
  // A Pokémon listed at team preview is claimed by the first one of its species to appear.
  const claimed = new Set<ReplayPokemon>();
  const member = (ref: PokemonRef, species = ref.name) => {
    const team = sideOf(ref.side).team;
    let found = team.find((p) => claimed.has(p) && p.name === ref.name);
    if (!found) {
      found = team.find((p) => !claimed.has(p) && sameSpecies(p.species, species));
      if (found) Object.assign(found, { name: ref.name, species });
    }
    if (!found) {
      found = { name: ref.name, species, hpPercent: 100, fainted: false };
      team.push(found);
    }
    claimed.add(found);
    return found;
  };
  const label = (ref: PokemonRef) => `${sideOf(ref.side).player}'s ${ref.name}`;

  const turns: ReplayTurn[] = [];
  let current: { number: number; events: string[] } = { number: 0, events: [] };
  const snapshot = () =>
    [...sides.values()]
      .sort((a, b) => a.side.localeCompare(b.side))
      .map((side) => ({
        ...side,
        team: side.team.map((p) => ({ ...p })),
        active: side.active.map((p) => (p ? { ...p } : null)),
      }));
  const close = () => turns.push({ ...current, sides: snapshot() });
  let result: ReplayResult = null;

  for (const line of lines) {
    switch (line.kind) {
      case 'gametype':
        gameType = line.gameType;
        break;
      case 'player':
        sideOf(line.side).player = line.name;
        break;
      case 'poke':
        sideOf(line.side).team.push({
          name: line.species,
          species: line.species,
          hpPercent: 100,
          fainted: false,
        });
        break;
      case 'teamsize':
        break;
      case 'turn':
        close();
        current = { number: line.turn, events: [] };
        break;
      case 'switch': {
        const pokemon = member(line.pokemon, line.species);
        pokemon.hpPercent = percent(line.health);
        pokemon.fainted = pokemon.hpPercent === 0;
        const side = sideOf(line.pokemon.side);
        const index = slotIndex(line.pokemon.slot);
        while (side.active.length <= index) side.active.push(null);
        side.active[index] = pokemon;
        current.events.push(
          `${side.player} ${line.dragged ? 'was made to send in' : 'sent in'} ${pokemon.name} (${pokemon.hpPercent}% HP).`,
        );
        break;
      }
      case 'move':
        current.events.push(
          `${label(line.user)} used ${line.move}${line.target && line.target.name !== line.user.name ? ` on ${label(line.target)}` : ''}.`,
        );
        break;
      case 'damage':
      case 'heal': {
        const pokemon = member(line.pokemon);
        const before = pokemon.hpPercent;
        pokemon.hpPercent = percent(line.health);
        const change = Math.abs(before - pokemon.hpPercent);
        const cause = line.from ? ` from ${line.from}` : '';
        current.events.push(
          line.kind === 'damage'
            ? `${label(line.pokemon)} lost ${change}% HP${cause} (${pokemon.hpPercent}% left).`
            : `${label(line.pokemon)} regained ${change}% HP${cause} (${pokemon.hpPercent}% now).`,
        );
        break;
      }
      case 'faint': {
        const pokemon = member(line.pokemon);
        pokemon.hpPercent = 0;
        pokemon.fainted = true;
        current.events.push(`${label(line.pokemon)} fainted.`);
        break;
      }
      case 'win':
        result = { kind: 'win', winner: line.name };
        current.events.push(`${line.name} won the battle.`);
        break;
      case 'tie':
        result = { kind: 'tie' };
        current.events.push('The battle ended in a tie.');
        break;
    }
  }
  close();
  return { gameType, turns, result };
}
