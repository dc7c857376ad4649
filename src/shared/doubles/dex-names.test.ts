import { describe, expect, it } from 'vitest';
import names from './dex-names.json';
import { buildDexNames } from './dex-names-source';

describe('dex-names.json', () => {
  it('lists what the Pokédex has today (else: npm run doubles:dex-names)', () => {
    expect(names).toEqual(buildDexNames());
  });

  it('suggests real entries a player enters, and none the rules forbid', () => {
    expect(names.species).toEqual(
      expect.arrayContaining(['Koraidon', 'Walking Wake', 'Garchomp', 'Rotom-Wash']),
    );
    expect(names.species).not.toContain('Charizard-Mega-Y');
    expect(names.species).not.toContain('Blastoise-Gmax');
    expect(names.species).not.toContain('Greninja-Ash');
    expect(names.items).toEqual(expect.arrayContaining(['Booster Energy', 'Choice Scarf', 'Life Orb']));
    expect(names.items).not.toContain('Charizardite Y');
    expect(names.items).not.toContain('Pikanium Z');
    expect(names.moves).toEqual(expect.arrayContaining(['Collision Course', 'U-turn', 'Protect']));
    expect(names.moves).not.toContain('Max Flare');
  });
});
