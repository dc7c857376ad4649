/**
 * The team as Pokémon Showdown's teambuilder writes it ("Koraidon @ Choice Scarf", "- Flare
 * Blitz", "Tera Type: Fire"), both ways, with @pkmn/sets. No dex is needed (names are kept as
 * written; the server judges them), so this is light enough for the page itself.
 */
import { Sets, Teams } from '@pkmn/sets';
import { emptyMember, MOVES_PER_POKEMON, TEAM_SIZE } from './registration';
import type { DoublesTeamMemberInput } from './registration-schema';

export interface ImportedTeam {
  /** Always six slots: the paste's first six Pokémon, then empty slots. */
  team: DoublesTeamMemberInput[];
  /** How many Pokémon the paste held (more than six are left out). */
  count: number;
  /** Each slot's "Tera Type:" line, if it had one. */
  teraTypes: (string | null)[];
}

/** The slots a Showdown export fills, or null when the text holds no Pokémon. */
export function importShowdownTeam(text: string): ImportedTeam | null {
  const sets = Teams.importTeam(text)?.team.filter((s) => s.species) ?? [];
  if (sets.length === 0) return null;
  const team = Array.from({ length: TEAM_SIZE }, (_, i): DoublesTeamMemberInput => {
    const set = sets[i];
    if (!set) return emptyMember();
    const moves = (set.moves ?? []).slice(0, MOVES_PER_POKEMON);
    return {
      species: set.species ?? '',
      item: set.item ?? '',
      moves: [...moves, ...Array.from({ length: MOVES_PER_POKEMON - moves.length }, () => '')],
    };
  });
  return {
    team,
    count: sets.length,
    teraTypes: Array.from({ length: TEAM_SIZE }, (_, i) => sets[i]?.teraType || null),
  };
}

/** The team as Showdown text at level 50; the Tera Pokémon (`teraSlot`, 1-based) carries the Tera type. */
export function exportShowdownTeam(
  team: readonly DoublesTeamMemberInput[],
  teraSlot: number,
  teraType: string,
): string {
  return team
    .flatMap((m, index) =>
      m.species.trim() === ''
        ? []
        : [
            Sets.exportSet({
              species: m.species.trim(),
              item: m.item.trim() || undefined,
              level: 50,
              teraType: index + 1 === teraSlot && teraType ? teraType : undefined,
              moves: m.moves.map((move) => move.trim()).filter(Boolean),
            }),
          ],
    )
    .join('\n')
    .trimEnd();
}
