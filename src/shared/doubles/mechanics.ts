/**
 * Which species forms and held items stand for a mid-battle mechanic the doubles rules forbid
 * (Mega Evolution, Dynamax, Battle Bond, Power Construct; also Z-Moves, Primal Reversion and
 * Ultra Burst, the same kind of in-battle transformation), and whether an item or move exists. From
 * the Pokédex (@pkmn/dex), so server side or in a lazily loaded chunk only.
 */
import { Dex } from '@pkmn/dex';

export type Mechanic =
  | 'Mega Evolution'
  | 'Dynamax'
  | 'Battle Bond'
  | 'Power Construct'
  | 'Z-Moves'
  | 'Primal Reversion'
  | 'Ultra Burst';

/** Showdown's id of a name: lower case letters and digits only ('U-turn' → 'uturn'). */
export const toID = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The mechanic a species form needs, or null; for a species that does not exist, null too. */
export function speciesMechanic(name: string): Mechanic | null {
  const species = Dex.species.get(name.trim());
  if (!species.exists) return null;
  if (species.isMega) return 'Mega Evolution';
  if (species.isPrimal) return 'Primal Reversion';
  if (species.forme === 'Gmax' || species.forme === 'Eternamax') return 'Dynamax';
  if (species.forme === 'Ultra' && species.baseSpecies === 'Necrozma') return 'Ultra Burst';
  // Forms whose every ability is the transforming one (Greninja-Bond, Greninja-Ash, Zygarde-Complete).
  const abilities = Object.values(species.abilities).filter(Boolean);
  if (abilities.length > 0 && abilities.every((a) => a === 'Battle Bond')) return 'Battle Bond';
  if (abilities.length > 0 && abilities.every((a) => a === 'Power Construct')) return 'Power Construct';
  return null;
}

/** Abilities that transform in battle: never picked for a set (the form takes no ability). */
export const TRANSFORMING_ABILITIES: readonly string[] = ['Battle Bond', 'Power Construct'];

export interface ItemFacts {
  id: string;
  /** The dex's own spelling. */
  name: string;
  /** What holding it triggers, if that is a forbidden mechanic. */
  mechanic: Mechanic | null;
  /** 'Mega Stone', 'Z-Crystal', 'Primal Orb': how the rule message names the item. */
  kind: string | null;
}

/** The facts for a held item as a player types it, or null if no such item exists. */
export function itemFacts(name: string): ItemFacts | null {
  const item = Dex.items.get(name.trim());
  if (!item.exists) return null;
  const base = { id: item.id, name: item.name };
  if (item.megaStone) return { ...base, mechanic: 'Mega Evolution', kind: 'Mega Stone' };
  if (item.zMove) {
    const ultra = item.itemUser?.some((user) => user === 'Necrozma-Ultra');
    return { ...base, mechanic: ultra ? 'Ultra Burst' : 'Z-Moves', kind: 'Z-Crystal' };
  }
  if (item.isPrimalOrb) return { ...base, mechanic: 'Primal Reversion', kind: 'Primal Orb' };
  return { ...base, mechanic: null, kind: null };
}

/**
 * The battle-only form a held item turns its holder into as a battle starts (Zacian holding the
 * Rusted Sword enters as Zacian-Crowned), or null. An item whose form the Pokémon keeps outside
 * battle (Ogerpon's masks, Arceus's plates, the Origin forms' orbs) answers null: the holder is
 * entered in that form already, and its battle-only Tera forms come from Terastallizing.
 */
export function heldItemBattleForm(speciesName: string, itemName: string): string | null {
  const species = Dex.species.get(speciesName.trim());
  const item = Dex.items.get(itemName.trim());
  if (!species.exists || !item.exists) return null;
  const requires = (form: { requiredItem?: string; requiredItems?: string[] }) =>
    form.requiredItem === item.name || (form.requiredItems ?? []).includes(item.name);
  if (requires(species)) return null;
  for (const name of Dex.species.get(species.baseSpecies).otherFormes ?? []) {
    const form = Dex.species.get(name);
    const from = form.battleOnly;
    const startsFromHolder = from === species.name || (Array.isArray(from) && from.includes(species.name));
    if (startsFromHolder && requires(form)) return form.name;
  }
  return null;
}

/** The dex's spelling of a move, or null if no such move exists. */
export function moveName(name: string): string | null {
  const move = Dex.moves.get(name.trim());
  return move.exists ? move.name : null;
}
