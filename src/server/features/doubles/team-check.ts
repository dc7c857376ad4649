/**
 * The whole verdict on a doubles team: the spec's own rules first (shared/doubles/team-rules.ts),
 * then Pokémon Showdown's legality, as one 400 with messages per field. A legal team comes back
 * with the dex's spelling of every name.
 */
import type { DoublesTeamData } from '../../../shared/doubles/registration-schema';
import { doublesTeamProblems, type FieldProblems } from '../../../shared/doubles/team-rules';
import { AppError } from '../../lib/errors';
import { canonicalMember, showdownProblems } from './showdown-validator';

export { warmUpShowdown } from './showdown-validator';

function merge(first: FieldProblems, second: FieldProblems): FieldProblems {
  const out: FieldProblems = { ...first };
  for (const [field, messages] of Object.entries(second)) out[field] = [...(out[field] ?? []), ...messages];
  return out;
}

/**
 * Throws 400 `illegal_team` naming each broken rule and Pokémon; answers the team as stored. The
 * summary speaks to the player by default; staff correcting someone's team read `The team`.
 */
export async function checkTeam(
  input: DoublesTeamData,
  whose = 'Your team',
): Promise<DoublesTeamData['team']> {
  const own = doublesTeamProblems(input);
  const problems = merge(own, await showdownProblems(input.team, input.tera_pokemon_slot, input.tera_type));
  const fields = Object.keys(problems);
  if (fields.length > 0) {
    const first = problems[fields[0]!]?.[0] ?? '';
    const more = fields.length > 1 ? ` (and ${fields.length - 1} more)` : '';
    throw new AppError(
      400,
      'illegal_team',
      `${whose} breaks the tournament rules: ${first}${more}`,
      problems,
    );
  }
  return input.team.map(canonicalMember);
}
