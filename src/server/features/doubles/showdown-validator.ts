/**
 * Team legality by Pokémon Showdown's own rules engine (@pkmn/sim's TeamValidator): species, forms,
 * abilities, items and moves exist and each move is learnable by that species. The format is a
 * custom one built on Showdown's doubles custom game: 'Obtainable' (in-game legality) and
 * 'NatDex Mod' (Cobblemon has every generation's Pokémon, moves and items), six Pokémon with four
 * moves, and no Smogon tier bans or clauses, since the spec states its own rules (team-rules.ts).
 * Sets are judged at level 100 and battles scale them down to 50 ('Adjust Level Down = 50', as in
 * VGC): the tournament auto-scales to level 50, so a Pokémon only obtainable above 50 (Koraidon at
 * 68, Arceus at 100) is legal, and level-up moves are relearnable at any level since generation 7.
 */
import { Dex } from '@pkmn/dex';
import type { TeamValidator } from '@pkmn/sim';
import { TRANSFORMING_ABILITIES, toID } from '../../../shared/doubles/mechanics';
import { teamField } from '../../../shared/doubles/registration';
import type { DoublesTeamMemberInput } from '../../../shared/doubles/registration-schema';
import type { FieldProblems } from '../../../shared/doubles/team-rules';

export const DOUBLES_FORMAT = [
  'gen9doublescustomgame@@@Obtainable',
  'NatDex Mod',
  '!! Max Team Size = 6',
  'Min Team Size = 6',
  '!! Max Move Count = 4',
  '!! Max Level = 100',
  'Adjust Level Down = 50',
].join(',');

let validator: Promise<TeamValidator> | null = null;
/**
 * Loaded on first use: @pkmn/sim takes about two seconds to load, which the server's start and
 * every other request should not wait for.
 */
const showdown = () => {
  validator ??= import('@pkmn/sim').then(
    ({ TeamValidator }) => new TeamValidator(DOUBLES_FORMAT),
    (error: unknown) => {
      validator = null; // the next request tries again
      throw error;
    },
  );
  return validator;
};

/** Starts loading the validator without waiting: a signed-in visit to the page, before a submit. */
export function warmUpShowdown() {
  showdown().catch(() => {});
}

type ShowdownSet = Parameters<TeamValidator['validateSet']>[0];

function toSet(member: DoublesTeamMemberInput, ability: string, teraType?: string): ShowdownSet {
  return {
    name: '',
    species: member.species,
    item: member.item,
    ability,
    moves: [...member.moves],
    nature: '',
    gender: '',
    evs: { hp: 0, atk: 0, def: 0, spa: 0, spd: 0, spe: 0 },
    ivs: { hp: 31, atk: 31, def: 31, spa: 31, spd: 31, spe: 31 },
    level: 100,
    teraType,
  };
}

/**
 * The form has no ability field, so a set is legal when the species is legal with any of its
 * abilities (never a transforming one). Answers the best candidate: no problems, or the fewest.
 */
function judgeSet(judge: TeamValidator, member: DoublesTeamMemberInput, teraType?: string) {
  const species = Dex.species.get(member.species);
  const abilities = species.exists
    ? Object.values(species.abilities).filter((a): a is string => !!a && !TRANSFORMING_ABILITIES.includes(a))
    : [];
  let best: { ability: string; problems: string[] } | null = null;
  for (const ability of abilities.length > 0 ? abilities : ['']) {
    // validateSet rewrites the set it is given (forms, ability), so each try gets a fresh one.
    const problems = judge.validateSet(toSet(member, ability, teraType), {}) ?? [];
    if (!best || problems.length < best.problems.length) best = { ability, problems };
    if (problems.length === 0) break;
  }
  return best ?? { ability: '', problems: [] };
}

/** Showdown writes some explanations over several lines; they read as one message. */
function joinContinuations(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    if (previous !== undefined && (line.startsWith('(') || line.startsWith('-') || previous.endsWith(':'))) {
      out[out.length - 1] = `${previous} ${line}`;
    } else {
      out.push(line);
    }
  }
  return out;
}

/** The field a Showdown message is about: the move or item it names, else the species. */
function fieldOf(message: string, member: DoublesTeamMemberInput, slot: number): string {
  const text = message.toLowerCase();
  const names = (typed: string) => {
    const name = typed.trim().toLowerCase();
    return name !== '' && (text.includes(name) || text.includes(`"${toID(typed)}"`));
  };
  const move = member.moves.findIndex(names);
  if (move >= 0) return teamField.move(slot, move);
  if (names(member.item) || /\bitem\b/.test(text)) return teamField.item(slot);
  return teamField.species(slot);
}

/**
 * Showdown's verdict on a team, per field; `teraSlot` is 1-based. Team-wide problems (none with
 * these rules today) go to `team`.
 */
export async function showdownProblems(
  team: readonly DoublesTeamMemberInput[],
  teraSlot: number,
  teraType: string,
): Promise<FieldProblems> {
  const judge = await showdown();
  const problems: FieldProblems = {};
  const teraOf = (index: number) => (index + 1 === teraSlot ? teraType : undefined);
  const verdicts = team.map((member, index) => judgeSet(judge, member, teraOf(index)));
  verdicts.forEach(({ problems: messages }, index) => {
    const member = team[index]!;
    for (const message of joinContinuations(messages)) {
      const field = fieldOf(message, member, index);
      problems[field] = [...(problems[field] ?? []), `Not legal in Pokémon Showdown: ${message}`];
    }
  });
  if (Object.keys(problems).length === 0) {
    const sets = team.map((member, index) => toSet(member, verdicts[index]!.ability, teraOf(index)));
    const teamWide = judge.validateTeam(sets) ?? [];
    if (teamWide.length > 0) problems.team = teamWide.map((m) => `Not legal in Pokémon Showdown: ${m}`);
  }
  return problems;
}

/** The dex's spelling of each name, so the stored team reads the same whoever typed it. */
export function canonicalMember(member: DoublesTeamMemberInput): DoublesTeamMemberInput {
  return {
    species: Dex.species.get(member.species).name || member.species,
    item: Dex.items.get(member.item).name || member.item,
    moves: member.moves.map((m) => Dex.moves.get(m).name || m),
  };
}
