import { describe, expect, it } from 'vitest';
import { foundersTeamProblems } from './founders-team';
import type { PokemonField } from './registration';
import { FOUNDERS_RESTRICTED, restrictedEntryFor } from './restricted';

const team = (...names: string[]) =>
  Object.fromEntries(names.map((name, i) => [`pokemon_${i + 1}`, name])) as Record<PokemonField, string>;

describe('the Founders Cup restricted list', () => {
  it('has the 18 entries of the spec', () => {
    expect(FOUNDERS_RESTRICTED).toHaveLength(18);
  });

  it.each([
    ['Arceus', 'Arceus (720)'],
    ['Mewtwo-Mega-X', 'Mewtwo and its Megas'],
    ['Kyogre-Primal', 'Kyogre / Primal Kyogre'],
    ['Kyurem-Black', 'Reshiram / Zekrom / Kyurem (all forms)'],
    ['Necrozma-Dusk-Mane', 'Necrozma (all forms)'],
    ['Koraidon', 'Koraidon / Miraidon'],
    ['Miraidon', 'Koraidon / Miraidon'],
    ['Calyrex-Shadow', 'Calyrex Ice Rider / Shadow Rider'],
    ['Hoopa-Unbound', 'Hoopa Unbound'],
    ['Zygarde-Complete', 'Xerneas / Yveltal / Zygarde Complete'],
  ])('%s falls under %s', (name, label) => {
    const problems = foundersTeamProblems(team(name, 'Pikachu', 'Eevee', 'Snorlax', 'Lapras', 'Gengar'));
    expect(problems.pokemon_1).toMatch(/ is on the restricted list /);
    expect(problems.pokemon_1).toContain(`(${label})`);
  });

  it('leaves the base forms the list does not name', () => {
    for (const name of ['Calyrex', 'Hoopa', 'Zygarde']) {
      expect(restrictedEntryFor({ id: name.toLowerCase(), baseSpecies: name })).toBeNull();
    }
  });
});

describe('the Founders Cup team rules', () => {
  it('accepts a legal team, Paradox Pokémon at or under 600 included', () => {
    expect(
      foundersTeamProblems(team('Garchomp', 'Walking Wake', 'Flutter Mane', 'Latios', 'Heatran', 'Toxapex')),
    ).toEqual({});
  });

  it('allows one Legendary or Mythical over 600 base stat total, not two', () => {
    const problems = foundersTeamProblems(
      team('Latios-Mega', 'Garchomp', 'Diancie-Mega', 'Eevee', 'Snorlax', 'Lapras'),
    );
    expect(Object.keys(problems)).toEqual(['pokemon_3']);
    expect(problems.pokemon_3).toBe(
      'At most 1 Legendary or Mythical over 600 base stat total: Diancie-Mega (700) comes after Latios-Mega.',
    );
  });

  it('refuses duplicate species, forms counting as their base species', () => {
    const problems = foundersTeamProblems(
      team('Garchomp', 'Garchomp-Mega', 'Rotom', 'Rotom-Wash', 'Eevee', 'Lapras'),
    );
    expect(problems).toEqual({
      pokemon_2: 'No duplicate species: Garchomp is already in your team.',
      pokemon_4: 'No duplicate species: Rotom is already in your team.',
    });
  });

  it('refuses battle-only forms, naming the form to enter, and lets a Mega form declare a Mega Evolution', () => {
    const problems = foundersTeamProblems(
      team(
        'Palafin-Hero',
        'Aegislash-Blade',
        'Mimikyu-Busted',
        'Darmanitan-Galar-Zen',
        'Charizard-Gmax',
        'Lopunny-Mega',
      ),
    );
    expect(problems).toEqual({
      pokemon_1: 'Palafin-Hero is a battle-only form; enter Palafin, the form it starts the battle in.',
      pokemon_2: 'Aegislash-Blade is a battle-only form; enter Aegislash, the form it starts the battle in.',
      pokemon_3: 'Mimikyu-Busted is a battle-only form; enter Mimikyu, the form it starts the battle in.',
      pokemon_4:
        'Darmanitan-Galar-Zen is a battle-only form; enter Darmanitan-Galar, the form it starts the battle in.',
      pokemon_5: 'Charizard-Gmax is a battle-only form; enter Charizard, the form it starts the battle in.',
    });
  });

  it('names Pokémon that do not exist', () => {
    expect(foundersTeamProblems(team('Pikachu', 'Fakemon', 'Eevee', 'Snorlax', 'Lapras', 'Gengar'))).toEqual({
      pokemon_2: 'Fakemon is not a Pokémon we know. Check the spelling.',
    });
  });
});
