import { describe, expect, it } from 'vitest';
import { speciesFacts } from './species';

describe('speciesFacts', () => {
  it('knows the legendaries, paradoxes and base stat totals the tournament rules turn on', () => {
    expect(speciesFacts('Koraidon')).toMatchObject({
      baseStatTotal: 670,
      legendaryOrMythical: true,
      paradox: false,
    });
    expect(speciesFacts('Arceus')).toMatchObject({ baseStatTotal: 720, legendaryOrMythical: true });
    expect(speciesFacts('Walking Wake')).toMatchObject({
      baseStatTotal: 590,
      legendaryOrMythical: false,
      paradox: true,
    });
    expect(speciesFacts('Flutter Mane')).toMatchObject({ paradox: true, legendaryOrMythical: false });
    expect(speciesFacts('Garchomp')).toMatchObject({
      baseStatTotal: 600,
      legendaryOrMythical: false,
      paradox: false,
    });
    expect(speciesFacts('Nihilego')).toMatchObject({ ultraBeast: true });
  });

  it('reads a name however it is typed and names forms by their base species', () => {
    expect(speciesFacts('  walking-wake ')?.name).toBe('Walking Wake');
    expect(speciesFacts('mewtwo-mega-x')).toMatchObject({ name: 'Mewtwo-Mega-X', baseSpecies: 'Mewtwo' });
  });

  it('answers null for a name that is no species', () => {
    expect(speciesFacts('Agumon')).toBeNull();
    expect(speciesFacts('')).toBeNull();
  });

  it('knows the forms a Pokémon takes only in battle, and the form it starts the battle in', () => {
    expect(speciesFacts('Palafin-Hero')?.startsBattleAs).toEqual(['Palafin']);
    expect(speciesFacts('Necrozma-Ultra')?.startsBattleAs).toEqual([
      'Necrozma-Dawn-Wings',
      'Necrozma-Dusk-Mane',
    ]);
    expect(speciesFacts('Eternatus-Eternamax')?.startsBattleAs).toEqual(['Eternatus']);
    expect(speciesFacts('Charizard-Mega-X')).toMatchObject({
      startsBattleAs: ['Charizard'],
      megaEvolved: true,
    });
    for (const form of ['Palafin', 'Rotom-Wash', 'Ogerpon-Wellspring', 'Giratina-Origin', 'Zacian']) {
      expect(speciesFacts(form), form).toMatchObject({ startsBattleAs: null, megaEvolved: false });
    }
  });
});
