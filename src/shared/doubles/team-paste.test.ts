import { describe, expect, it } from 'vitest';
import { exportShowdownTeam } from './showdown-text';
import { teamPasteSchema } from './team-paste';

const TEAM = ['Incineroar', 'Rillaboom', 'Amoonguss', 'Urshifu-Rapid-Strike', 'Tornadus', 'Flutter Mane'].map(
  (species, index) => ({
    species,
    item: `Item ${index + 1}`,
    moves: ['Protect', 'Fake Out', 'Tailwind', 'Taunt'],
  }),
);

const messageOf = (paste: string) => {
  const result = teamPasteSchema.safeParse({ paste });
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('a team paste', () => {
  it('reads back the team the console exports, with its Tera Pokémon and type', () => {
    const paste = exportShowdownTeam(TEAM, 4, 'Water');
    expect(teamPasteSchema.parse({ paste })).toEqual({
      team: TEAM,
      tera_pokemon_slot: 4,
      tera_type: 'Water',
    });
  });

  it('gives a Tera type its usual spelling', () => {
    const paste = exportShowdownTeam(TEAM, 1, 'fire');
    expect(teamPasteSchema.parse({ paste }).tera_type).toBe('Fire');
  });

  it('refuses an empty paste, a team of five and no or two Tera lines, on the paste field', () => {
    expect(messageOf('   ')).toEqual([['paste', expect.stringMatching(/Paste the team/)]]);
    expect(messageOf('just some words')).toEqual([['paste', expect.stringMatching(/No Pokémon found/)]]);
    expect(messageOf(exportShowdownTeam(TEAM.slice(0, 5), 1, 'Fire'))).toEqual([
      ['paste', 'The paste holds 5 Pokémon; a team has exactly 6.'],
    ]);
    expect(messageOf(exportShowdownTeam(TEAM, 0, ''))).toEqual([
      ['paste', expect.stringMatching(/exactly one/)],
    ]);
    const twice = `${exportShowdownTeam(TEAM.slice(0, 1), 1, 'Fire')}\n\n${exportShowdownTeam(TEAM.slice(1), 1, 'Grass')}`;
    expect(messageOf(twice)).toEqual([['paste', expect.stringMatching(/exactly one/)]]);
  });
});
