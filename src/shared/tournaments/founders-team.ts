/**
 * The Founders' Cup team rules (spec §5) checked against the Pokédex: every species exists, no
 * species twice (forms count as their base species), nothing from the restricted list, no
 * battle-only form but Mega Evolutions, and at most one Legendary or Mythical above 600 base stat
 * total. The cup allows Mega Evolution and its team lists no items, so a Mega form is how a player
 * declares one, and the limit counts it at its Mega total (decision 007). Server side.
 */
import { battleOnlyFormProblem, speciesFacts } from '../pokemon/species';
import type { PokemonField } from './registration';
import { restrictedEntryFor } from './restricted';

/** Above this base stat total a Legendary or Mythical counts against the limit of one. */
export const FOUNDERS_BST_THRESHOLD = 600;

export type TeamProblems = Partial<Record<PokemonField, string>>;

/** Messages per field that name the rule and the Pokémon; an empty object for a legal team. */
export function foundersTeamProblems(team: Record<PokemonField, string>): TeamProblems {
  const problems: TeamProblems = {};
  const seen = new Map<string, PokemonField>();
  let bigLegendary: { field: PokemonField; name: string } | null = null;
  for (const [field, typed] of Object.entries(team) as [PokemonField, string][]) {
    const facts = speciesFacts(typed);
    if (!facts) {
      problems[field] = `${typed} is not a Pokémon we know. Check the spelling.`;
      continue;
    }
    const restricted = restrictedEntryFor(facts);
    if (restricted) {
      problems[field] = `${facts.name} is on the restricted list (${restricted.label}).`;
      continue;
    }
    const battleOnly = facts.megaEvolved ? null : battleOnlyFormProblem(facts);
    if (battleOnly) {
      problems[field] = battleOnly;
      continue;
    }
    const first = seen.get(facts.baseSpecies);
    if (first) {
      problems[field] = `No duplicate species: ${facts.baseSpecies} is already in your team.`;
      continue;
    }
    seen.set(facts.baseSpecies, field);
    if (facts.legendaryOrMythical && facts.baseStatTotal > FOUNDERS_BST_THRESHOLD) {
      if (bigLegendary) {
        problems[field] =
          `At most 1 Legendary or Mythical over ${FOUNDERS_BST_THRESHOLD} base stat total: ` +
          `${facts.name} (${facts.baseStatTotal}) comes after ${bigLegendary.name}.`;
      } else {
        bigLegendary = { field, name: facts.name };
      }
    }
  }
  return problems;
}
