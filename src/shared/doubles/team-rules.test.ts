import { describe, expect, it } from 'vitest';
import { legalDoublesTeam } from '../test/doubles-fixtures';
import { heldItemBattleForm, itemFacts, speciesMechanic } from './mechanics';
import type { DoublesTeamMemberInput } from './registration-schema';
import { COUNTED_PARADOX } from './rules';
import { countsAsLegendary, type DoublesTeam, doublesTeamProblems } from './team-rules';

const mon = (species: string, item: string, moves: string[]): DoublesTeamMemberInput => ({
  species,
  item,
  moves,
});

/** A legal team: two counted legendaries (Koraidon, Walking Wake) and an uncounted Paradox (Flutter Mane). */
const legal = (): DoublesTeam => ({ team: legalDoublesTeam(), tera_pokemon_slot: 1, tera_type: 'Fire' });

const withSlot = (team: DoublesTeam, slot: number, member: DoublesTeamMemberInput): DoublesTeam => ({
  ...team,
  team: team.team.map((m, i) => (i === slot ? member : m)),
});

describe('doublesTeamProblems', () => {
  it('accepts a team that keeps every stated rule', () => {
    expect(doublesTeamProblems(legal())).toEqual({});
  });

  it('refuses a species twice, forms counting as their base species, naming both slots', () => {
    const team = withSlot(
      legal(),
      3,
      mon('Koraidon', 'Leftovers', ['Protect', 'Flare Blitz', 'U-turn', 'Taunt']),
    );
    expect(doublesTeamProblems(team)).toEqual({
      'team.3.species': ['No duplicate species: Koraidon is already in slot 1.'],
    });
    const arceus = withSlot(
      withSlot(legal(), 3, mon('Arceus', 'Leftovers', ['Judgment', 'Protect', 'Recover', 'Earth Power'])),
      5,
      mon('Arceus-Fire', 'Flame Plate', ['Judgment', 'Protect', 'Recover', 'Earth Power']),
    );
    expect(doublesTeamProblems(arceus)['team.5.species']).toEqual([
      'No duplicate species: Arceus is already in slot 4.',
    ]);
  });

  it('refuses an item twice, naming the Pokémon that already holds it', () => {
    const team = withSlot(
      legal(),
      4,
      mon('Incineroar', 'Life Orb', ['Fake Out', 'Parting Shot', 'Flare Blitz', 'Knock Off']),
    );
    expect(doublesTeamProblems(team)).toEqual({
      'team.4.item': ['No duplicate items: Life Orb is already held by Garchomp (slot 4).'],
    });
  });

  it('counts Legendaries, Mythicals and the listed Paradox Pokémon, and stops at 2', () => {
    for (const name of COUNTED_PARADOX) expect(countsAsLegendary(name), name).toBe(true);
    expect(countsAsLegendary('Arceus')).toBe(true);
    expect(countsAsLegendary('Flutter Mane')).toBe(false);
    expect(countsAsLegendary('Great Tusk')).toBe(false);
    expect(countsAsLegendary('Garchomp')).toBe(false);

    const third = withSlot(
      legal(),
      3,
      mon('Miraidon', 'Life Orb', ['Electro Drift', 'Draco Meteor', 'Protect', 'Volt Switch']),
    );
    expect(doublesTeamProblems(third)).toEqual({
      'team.3.species': [
        'At most 2 Legendary or Mythical Pokémon (the listed Paradox Pokémon count): Miraidon would be the 3rd, after Koraidon and Walking Wake.',
      ],
    });
    const mythical = withSlot(
      legal(),
      5,
      mon('Arceus', 'Rocky Helmet', ['Judgment', 'Protect', 'Recover', 'Earth Power']),
    );
    expect(Object.keys(doublesTeamProblems(mythical))).toEqual(['team.5.species']);
  });

  it('leaves other Paradox Pokémon standard', () => {
    const paradoxes = withSlot(
      withSlot(
        legal(),
        3,
        mon('Great Tusk', 'Life Orb', ['Headlong Rush', 'Close Combat', 'Protect', 'Ice Spinner']),
      ),
      5,
      mon('Iron Hands', 'Assault Vest', ['Fake Out', 'Drain Punch', 'Wild Charge', 'Heavy Slam']),
    );
    expect(doublesTeamProblems(paradoxes)).toEqual({});
  });

  it('refuses mid-battle mechanics by form and by held item', () => {
    expect(speciesMechanic('Charizard-Mega-Y')).toBe('Mega Evolution');
    expect(speciesMechanic('Blastoise-Gmax')).toBe('Dynamax');
    expect(speciesMechanic('Greninja-Ash')).toBe('Battle Bond');
    expect(speciesMechanic('Greninja-Bond')).toBe('Battle Bond');
    expect(speciesMechanic('Zygarde-Complete')).toBe('Power Construct');
    expect(speciesMechanic('Kyogre-Primal')).toBe('Primal Reversion');
    expect(speciesMechanic('Necrozma-Ultra')).toBe('Ultra Burst');
    expect(speciesMechanic('Zygarde-10%')).toBeNull();
    expect(speciesMechanic('Rotom-Wash')).toBeNull();
    expect(itemFacts('Pikanium Z')?.mechanic).toBe('Z-Moves');
    expect(itemFacts('red orb')?.mechanic).toBe('Primal Reversion');
    expect(itemFacts('Booster Energy')?.mechanic).toBeNull();

    const mega = withSlot(
      legal(),
      3,
      mon('Garchomp', 'Garchompite', ['Earthquake', 'Dragon Claw', 'Protect', 'Rock Slide']),
    );
    expect(doublesTeamProblems(mega)).toEqual({
      'team.3.item': [
        'No mid-battle mechanics (Mega Evolution): Garchomp may not hold Garchompite, a Mega Stone.',
      ],
    });
    const form = withSlot(
      legal(),
      3,
      mon('Garchomp-Mega', 'Leftovers', ['Earthquake', 'Dragon Claw', 'Protect', 'Rock Slide']),
    );
    expect(doublesTeamProblems(form)['team.3.species']?.[0]).toMatch(
      /^No mid-battle mechanics \(Mega Evolution\): Garchomp-Mega is not allowed/,
    );
    const bond = withSlot(
      legal(),
      5,
      mon('Greninja-Ash', 'Focus Sash', ['Water Shuriken', 'Protect', 'Dark Pulse', 'Ice Beam']),
    );
    expect(doublesTeamProblems(bond)).toEqual({
      'team.5.item': ['No duplicate items: Focus Sash is already held by Flutter Mane (slot 3).'],
      'team.5.species': [
        'No mid-battle mechanics (Battle Bond): Greninja-Ash is not allowed; enter the form it starts the battle in.',
      ],
    });
  });

  it('refuses battle-only forms, naming the form the Pokémon starts the battle in', () => {
    for (const [form, base] of [
      ['Palafin-Hero', 'Palafin'],
      ['Aegislash-Blade', 'Aegislash'],
      ['Mimikyu-Busted', 'Mimikyu'],
      ['Darmanitan-Galar-Zen', 'Darmanitan-Galar'],
      ['Zacian-Crowned', 'Zacian'],
      ['Ogerpon-Wellspring-Tera', 'Ogerpon-Wellspring'],
    ] as const) {
      const team = withSlot(legal(), 5, mon(form, 'Leftovers', ['Protect', 'Substitute', 'Rest', 'Facade']));
      expect(doublesTeamProblems(team)['team.5.species'], form).toEqual([
        `Only forms settable outside battle: ${form} is a battle-only form; enter ${base}, the form it starts the battle in.`,
      ]);
    }
    const mega = withSlot(
      legal(),
      3,
      mon('Garchomp-Mega', 'Leftovers', ['Earthquake', 'Dragon Claw', 'Protect', 'Rock Slide']),
    );
    expect(doublesTeamProblems(mega)['team.3.species']).toEqual([
      'No mid-battle mechanics (Mega Evolution): Garchomp-Mega is not allowed; enter the form it starts the battle in (Garchomp).',
    ]);
  });

  it('refuses the held item that makes a battle-only form, and keeps the forms an item sets outside battle', () => {
    expect(heldItemBattleForm('Zacian', 'Rusted Sword')).toBe('Zacian-Crowned');
    expect(heldItemBattleForm('zamazenta', 'rusted shield')).toBe('Zamazenta-Crowned');
    expect(heldItemBattleForm('Garchomp', 'Rusted Sword')).toBeNull();
    expect(heldItemBattleForm('Ogerpon-Wellspring', 'Wellspring Mask')).toBeNull();
    expect(heldItemBattleForm('Giratina-Origin', 'Griseous Core')).toBeNull();
    expect(heldItemBattleForm('Arceus-Fire', 'Flame Plate')).toBeNull();

    const crowned = withSlot(
      legal(),
      1,
      mon('Zacian', 'Rusted Sword', ['Iron Head', 'Protect', 'Swords Dance', 'Play Rough']),
    );
    expect(doublesTeamProblems(crowned)).toEqual({
      'team.1.item': [
        'Only forms settable outside battle: Zacian may not hold Rusted Sword, which makes it Zacian-Crowned (a battle-only form) as the battle starts.',
      ],
    });
    const masked = withSlot(
      legal(),
      1,
      mon('Ogerpon-Wellspring', 'Wellspring Mask', ['Ivy Cudgel', 'Horn Leech', 'Follow Me', 'Spiky Shield']),
    );
    expect(doublesTeamProblems(masked)).toEqual({});
  });

  it('names species, items and moves that do not exist, and a move known twice', () => {
    const team = withSlot(
      legal(),
      2,
      mon('Agumon', 'Digivice', ['Moonblast', 'Moonblast', 'Pepper Breath', 'Protect']),
    );
    expect(doublesTeamProblems(team)).toEqual({
      'team.2.species': ['Pokémon 3: "Agumon" is not a Pokémon we know.'],
      'team.2.item': ['Agumon: "Digivice" is not a held item we know.'],
      'team.2.moves.1': ['Agumon knows Moonblast twice: each Pokémon needs 4 different moves.'],
      'team.2.moves.2': ['Agumon: "Pepper Breath" is not a move we know.'],
    });
  });

  it('wants 6 Pokémon with 4 moves each and one Tera Pokémon with a real Tera type', () => {
    const short = legal();
    expect(doublesTeamProblems({ ...short, team: short.team.slice(0, 5) })).toEqual({
      team: ['Bring exactly 6 Pokémon, each with 4 moves.'],
    });
    const three = withSlot(legal(), 3, mon('Garchomp', 'Life Orb', ['Earthquake', 'Dragon Claw', 'Protect']));
    expect(doublesTeamProblems(three)).toEqual({ 'team.3.moves': ['Garchomp needs exactly 4 moves.'] });
    expect(doublesTeamProblems({ ...legal(), tera_pokemon_slot: 7, tera_type: 'Stellar' })).toEqual({
      tera_pokemon_slot: ['Choose exactly one Tera Pokémon, in slots 1-6.'],
      tera_type: ['Terastallization: "Stellar" is not a Tera type. Choose one of the 18 types.'],
    });
    expect(doublesTeamProblems({ ...legal(), tera_pokemon_slot: 0 })).toHaveProperty('tera_pokemon_slot');
  });

  it('reads names however they are typed', () => {
    const typed = withSlot(
      legal(),
      3,
      mon('garchomp', 'life orb', ['earthquake', 'DRAGON CLAW', 'protect', 'rock-slide']),
    );
    expect(doublesTeamProblems(typed)).toEqual({});
  });
});
