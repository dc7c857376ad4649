import { describe, expect, it } from 'vitest';
import { BATTLE_PASS_TIERS, rewardLabel } from './battle-pass';
import { RANK_PLANS } from './ranks';

describe('rank plans', () => {
  it('has the four ranks in order with Elite popular', () => {
    expect(RANK_PLANS.map((p) => [p.name, p.popular])).toEqual([
      ['Ace', false],
      ['Expert', false],
      ['Elite', true],
      ['Master', false],
    ]);
  });

  it('carries the perk totals of §9', () => {
    expect(RANK_PLANS.map((p) => p.perks.claimBlocks)).toEqual([500, 1000, 1500, 2000]);
    expect(RANK_PLANS.map((p) => p.perks.monthlyCosmeticKeys)).toEqual([2, 4, 6, 9]);
    expect(RANK_PLANS.map((p) => p.perks.monthlyGymTokens)).toEqual([2, 4, 6, 8]);
    expect(RANK_PLANS.map((p) => p.perks.extraHomes)).toEqual([0, 2, 4, 9]);
    expect(RANK_PLANS.map((p) => p.perks.shinyBoostMultiplier)).toEqual([10, 10, 10, 15]);
  });

  it('gives Master the premium pass and the EV Editor, behind the policy', () => {
    const master = RANK_PLANS.find((p) => p.id === 'master')!;
    expect(master.perks.premiumBattlePass).toBe(true);
    expect(master.requiresEvPolicy).toBe(true);
    expect(RANK_PLANS.filter((p) => p.requiresEvPolicy)).toHaveLength(1);
  });

  it('prices plans from the catalog', () => {
    expect(RANK_PLANS.map((p) => [p.monthlyCents, p.annualCents])).toEqual([
      [499, 5389],
      [799, 8629],
      [1299, 14029],
      [1999, 21589],
    ]);
  });
});

describe('battle pass', () => {
  it('has levels 1 to 30, each with a free and a premium reward', () => {
    expect(BATTLE_PASS_TIERS.map((t) => t.level)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const tier of BATTLE_PASS_TIERS) {
      expect(['ITEM', 'POKEMON', 'COMMAND']).toContain(tier.freeReward.type);
      expect(['ITEM', 'POKEMON', 'COMMAND']).toContain(tier.premiumReward.type);
    }
  });

  it('labels rewards', () => {
    expect(rewardLabel({ type: 'ITEM', data: { id: 'cobblemon:potion', Count: 2 } })).toBe(
      '2× cobblemon:potion',
    );
    expect(
      rewardLabel({ type: 'POKEMON', data: { species: 'eevee', level: 10, shiny: true, pokeball: 'x' } }),
    ).toBe('Shiny Eevee (Lv. 10)');
  });
});
