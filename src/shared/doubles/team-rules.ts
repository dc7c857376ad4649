/**
 * The Mid-Season Doubles team rules the spec states (§5 'Doubles rules'), checked against the
 * Pokédex: every species, item and move exists; no duplicate species (forms count as their base
 * species); no duplicate items; at most 2 Legendary or Mythical Pokémon, where the listed Paradox
 * Pokémon count and other Paradox Pokémon are standard; no mid-battle mechanics (Mega Evolution,
 * Dynamax, Battle Bond, Power Construct and their kin); only forms settable outside battle (no
 * battle-only form, by name or through the held item that makes it: decision 007); four different
 * moves each; one Tera Pokémon with one of the 18 Tera types. Legality beyond these (learnsets, abilities, forms) is
 * Pokémon Showdown's validator's, on the server. Server side (the dex is large).
 */
import { battleOnlyFormProblem, speciesFacts } from '../pokemon/species';
import { heldItemBattleForm, itemFacts, moveName, speciesMechanic, toID } from './mechanics';
import { MOVES_PER_POKEMON, TEAM_SIZE, TERA_TYPES, teamField } from './registration';
import type { DoublesTeamMemberInput } from './registration-schema';
import { COUNTED_PARADOX, MAX_LEGENDARY } from './rules';

const COUNTED_PARADOX_IDS = new Set<string>(COUNTED_PARADOX.map(toID));

/** Messages per field path (`team.2.species`, `tera_type`), as the API's 400 carries them. */
export type FieldProblems = Record<string, string[]>;

export interface DoublesTeam {
  team: readonly DoublesTeamMemberInput[];
  tera_pokemon_slot: number;
  tera_type: string;
}

/** Whether a species counts against the limit of 2: Legendary, Mythical or a listed Paradox. */
export function countsAsLegendary(species: string): boolean {
  const facts = speciesFacts(species);
  if (!facts) return false;
  return facts.legendaryOrMythical || COUNTED_PARADOX_IDS.has(toID(facts.baseSpecies));
}

/**
 * ' (Charizard)': the forms a mechanic's form starts the battle in, leaving out those refused as
 * well (Greninja-Ash starts as Greninja-Bond, itself a Battle Bond form).
 */
function startingForms(forms: readonly string[] | null): string {
  const allowed = (forms ?? []).filter((form) => !speciesMechanic(form));
  return allowed.length > 0 ? ` (${allowed.join(' or ')})` : '';
}

const ordinal = (n: number) => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);
const listNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Every broken rule, by field; an empty object for a team that keeps them all. */
export function doublesTeamProblems({ team, tera_pokemon_slot, tera_type }: DoublesTeam): FieldProblems {
  const problems: FieldProblems = {};
  const add = (field: string, message: string) => {
    problems[field] = [...(problems[field] ?? []), message];
  };

  if (team.length !== TEAM_SIZE) {
    add('team', `Bring exactly ${TEAM_SIZE} Pokémon, each with ${MOVES_PER_POKEMON} moves.`);
  }
  if (!Number.isInteger(tera_pokemon_slot) || tera_pokemon_slot < 1 || tera_pokemon_slot > TEAM_SIZE) {
    add('tera_pokemon_slot', `Choose exactly one Tera Pokémon, in slots 1-${TEAM_SIZE}.`);
  }
  if (!(TERA_TYPES as readonly string[]).includes(tera_type)) {
    add('tera_type', `Terastallization: "${tera_type}" is not a Tera type. Choose one of the 18 types.`);
  }

  const speciesSeen = new Map<string, number>();
  const itemsSeen = new Map<string, { slot: number; holder: string }>();
  const legendaries: string[] = [];

  team.forEach((member, index) => {
    const slot = index + 1;
    const facts = speciesFacts(member.species);
    const name = facts?.name ?? (member.species.trim() || `Pokémon ${slot}`);

    if (!facts) {
      add(teamField.species(index), `Pokémon ${slot}: "${member.species}" is not a Pokémon we know.`);
    } else {
      const mechanic = speciesMechanic(facts.name);
      const battleOnly = battleOnlyFormProblem(facts);
      const firstSlot = speciesSeen.get(facts.baseSpecies);
      if (mechanic) {
        add(
          teamField.species(index),
          `No mid-battle mechanics (${mechanic}): ${facts.name} is not allowed; enter the form it starts the battle in${startingForms(facts.startsBattleAs)}.`,
        );
      } else if (battleOnly) {
        add(teamField.species(index), `Only forms settable outside battle: ${battleOnly}`);
      } else if (firstSlot !== undefined) {
        add(
          teamField.species(index),
          `No duplicate species: ${facts.baseSpecies} is already in slot ${firstSlot}.`,
        );
      } else if (countsAsLegendary(facts.name)) {
        legendaries.push(facts.name);
        if (legendaries.length > MAX_LEGENDARY) {
          add(
            teamField.species(index),
            `At most ${MAX_LEGENDARY} Legendary or Mythical Pokémon (the listed Paradox Pokémon count): ` +
              `${facts.name} would be the ${ordinal(legendaries.length)}, after ` +
              `${listNames(legendaries.slice(0, MAX_LEGENDARY))}.`,
          );
        }
      }
      if (firstSlot === undefined) speciesSeen.set(facts.baseSpecies, slot);
    }

    const item = itemFacts(member.item);
    const itemForm = item && facts ? heldItemBattleForm(facts.name, item.name) : null;
    if (!item) {
      add(teamField.item(index), `${name}: "${member.item}" is not a held item we know.`);
    } else if (item.mechanic) {
      add(
        teamField.item(index),
        `No mid-battle mechanics (${item.mechanic}): ${name} may not hold ${item.name}, a ${item.kind}.`,
      );
    } else if (itemForm) {
      add(
        teamField.item(index),
        `Only forms settable outside battle: ${name} may not hold ${item.name}, which makes it ${itemForm} (a battle-only form) as the battle starts.`,
      );
    } else {
      const first = itemsSeen.get(item.id);
      if (first) {
        add(
          teamField.item(index),
          `No duplicate items: ${item.name} is already held by ${first.holder} (slot ${first.slot}).`,
        );
      } else {
        itemsSeen.set(item.id, { slot, holder: name });
      }
    }

    if (member.moves.length !== MOVES_PER_POKEMON) {
      add(`team.${index}.moves`, `${name} needs exactly ${MOVES_PER_POKEMON} moves.`);
    }
    const movesSeen = new Set<string>();
    member.moves.forEach((typed, m) => {
      const move = moveName(typed);
      if (!move) {
        add(teamField.move(index, m), `${name}: "${typed}" is not a move we know.`);
      } else if (movesSeen.has(move)) {
        add(teamField.move(index, m), `${name} knows ${move} twice: each Pokémon needs 4 different moves.`);
      } else {
        movesSeen.add(move);
      }
    });
  });
  return problems;
}
