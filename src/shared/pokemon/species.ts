/**
 * What the tournament rules need to know about a species, from the Pokédex (@pkmn/dex). The dex is
 * large: the server imports this module directly, the browser only from a lazily loaded chunk.
 */
import { Dex } from '@pkmn/dex';

export interface SpeciesFacts {
  /** Showdown's id, e.g. 'walkingwake': equal for every spelling of one species or form. */
  id: string;
  /** The dex's own spelling, e.g. 'Walking Wake', 'Mewtwo-Mega-X'. */
  name: string;
  /** The species a form belongs to, e.g. 'Mewtwo' for 'Mewtwo-Mega-X': duplicates are counted on it. */
  baseSpecies: string;
  baseStatTotal: number;
  /** Restricted legendary, sub-legendary or mythical. */
  legendaryOrMythical: boolean;
  paradox: boolean;
  ultraBeast: boolean;
  types: readonly string[];
  /**
   * For a form a Pokémon only takes during a battle (Palafin-Hero, Aegislash-Blade, Mega and
   * Gigantamax forms): the form or forms it starts the battle in. Null for a form it can have
   * outside battle, the only kind a team may list.
   */
  startsBattleAs: readonly string[] | null;
  /** A Mega Evolution's form (battle-only too), which the Founders' Cup allows its teams to list. */
  megaEvolved: boolean;
}

/**
 * The dex marks battle-only forms with `battleOnly` (the form they change from); Gigantamax and
 * Eternamax forms exist only while Dynamaxed but carry no such mark, so they are added here.
 */
function startsBattleAs(species: ReturnType<typeof Dex.species.get>): readonly string[] | null {
  if (species.battleOnly)
    return typeof species.battleOnly === 'string' ? [species.battleOnly] : species.battleOnly;
  if (species.forme.endsWith('Gmax') || species.forme === 'Eternamax') {
    return [species.changesFrom ?? species.baseSpecies];
  }
  return null;
}

/** The facts for a species name as a player types it (any case, spaces or dashes), or null if none exists. */
export function speciesFacts(name: string): SpeciesFacts | null {
  const species = Dex.species.get(name.trim());
  if (!species.exists) return null;
  return {
    id: species.id,
    name: species.name,
    baseSpecies: species.baseSpecies,
    baseStatTotal: species.bst,
    legendaryOrMythical: species.tags.some(
      (tag) => tag === 'Restricted Legendary' || tag === 'Sub-Legendary' || tag === 'Mythical',
    ),
    paradox: species.tags.includes('Paradox'),
    ultraBeast: species.tags.includes('Ultra Beast'),
    types: species.types,
    startsBattleAs: startsBattleAs(species),
    // Some newer Megas lack the dex's isMega mark (Meowstic-M-Mega); their form name carries it.
    megaEvolved: Boolean(species.isMega) || /(^|-)Mega(-|$)/.test(species.forme),
  };
}

const orList = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * The rule both cups share: a team lists each Pokémon in a form it can have outside battle, so a
 * battle-only form is refused, naming the form to enter instead. Null for a form a team may list.
 */
export function battleOnlyFormProblem(facts: SpeciesFacts): string | null {
  if (!facts.startsBattleAs) return null;
  return `${facts.name} is a battle-only form; enter ${orList(facts.startsBattleAs)}, the form it starts the battle in.`;
}
