import { describe, expect, it } from 'vitest';
import { legalDoublesTeam } from '../test/doubles-fixtures';
import { exportShowdownTeam, importShowdownTeam } from './showdown-text';

/** Two sets as Showdown's teambuilder exports them: nickname, gender, EVs and trailing spaces. */
const PASTE = `Koraidon @ Choice Scarf  
Ability: Orichalcum Pulse  
Level: 50  
Tera Type: Fire  
EVs: 4 HP / 252 Atk / 252 Spe  
Jolly Nature  
- Flare Blitz  
- Close Combat  
- U-turn  
- Collision Course  

Wakey (Walking Wake) (M) @ Booster Energy  
Ability: Protosynthesis  
Tera Type: Water  
- Hydro Steam  
- Draco Meteor  
- Protect  
`;

describe('importShowdownTeam', () => {
  it('fills six slots from an export: species (not the nickname), item, up to four moves', () => {
    const imported = importShowdownTeam(PASTE);
    expect(imported?.count).toBe(2);
    expect(imported?.team).toHaveLength(6);
    expect(imported?.team[0]).toEqual({
      species: 'Koraidon',
      item: 'Choice Scarf',
      moves: ['Flare Blitz', 'Close Combat', 'U-turn', 'Collision Course'],
    });
    expect(imported?.team[1]).toEqual({
      species: 'Walking Wake',
      item: 'Booster Energy',
      moves: ['Hydro Steam', 'Draco Meteor', 'Protect', ''],
    });
    expect(imported?.team[2]).toEqual({ species: '', item: '', moves: ['', '', '', ''] });
    expect(imported?.teraTypes).toEqual(['Fire', 'Water', null, null, null, null]);
  });

  it('answers null for text without Pokémon', () => {
    expect(importShowdownTeam('')).toBeNull();
    expect(importShowdownTeam('   \n\n')).toBeNull();
  });

  it('round-trips a whole team with the Tera type on the Tera Pokémon only', () => {
    const text = exportShowdownTeam(legalDoublesTeam(), 4, 'Steel');
    expect(text).toContain('Garchomp @ Life Orb');
    expect(text.match(/Tera Type: /g)).toHaveLength(1);
    expect(text.match(/Level: 50/g)).toHaveLength(6);
    const back = importShowdownTeam(text);
    expect(back?.team).toEqual(legalDoublesTeam());
    expect(back?.teraTypes).toEqual([null, null, null, 'Steel', null, null]);
  });

  it('leaves empty slots and blank moves out of the export', () => {
    const team = legalDoublesTeam().slice(0, 1);
    team[0]!.moves[3] = '';
    const text = exportShowdownTeam([...team, { species: '', item: '', moves: ['', '', '', ''] }], 1, '');
    expect(text.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(3);
    expect(text).not.toContain('Tera Type');
  });
});
