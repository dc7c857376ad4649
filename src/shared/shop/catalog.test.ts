import { describe, expect, it } from 'vitest';
import {
  annualPriceCents,
  formatUsd,
  LEGACY_PRICE_IDS,
  POKEBALL_VARIANTS,
  RETIRED_PRICE_ID,
  requiresEvPolicy,
} from './catalog';
import {
  CATALOG,
  catalogGroup,
  findCatalogItemById,
  findCatalogItemByPriceId,
  rankPlanItem,
} from './seed-catalog';

const prices = (group: string) =>
  catalogGroup(group).map((i) => [i.quantity_in_pack ?? i.multiplier, i.unit_amount_cents]);

describe('catalog prices', () => {
  it('prices the monthly ranks', () => {
    expect(rankPlanItem('ace', 'month').unit_amount_cents).toBe(499);
    expect(rankPlanItem('expert', 'month').unit_amount_cents).toBe(799);
    expect(rankPlanItem('elite', 'month').unit_amount_cents).toBe(1299);
    expect(rankPlanItem('master', 'month').unit_amount_cents).toBe(1999);
  });

  it('prices the annual ranks as 12 months less 10%', () => {
    expect(rankPlanItem('ace', 'year').unit_amount_cents).toBe(5389);
    expect(rankPlanItem('expert', 'year').unit_amount_cents).toBe(8629);
    expect(rankPlanItem('elite', 'year').unit_amount_cents).toBe(14029);
    expect(rankPlanItem('master', 'year').unit_amount_cents).toBe(21589);
  });

  it('makes ranks subscriptions with their interval', () => {
    for (const item of catalogGroup('ranks')) {
      expect(item.kind).toBe('subscription');
      expect(item.interval === 'month' || item.interval === 'year').toBe(true);
      expect(item.rank).toBeDefined();
    }
    expect(catalogGroup('ranks')).toHaveLength(8);
  });

  it('prices the battle pass', () => {
    expect(findCatalogItemById('battle-pass')).toMatchObject({ unit_amount_cents: 999, kind: 'one_time' });
  });

  it('prices the shiny boosters by multiplier and duration', () => {
    expect(
      catalogGroup('shiny-boosters').map((i) => [i.multiplier, i.duration_minutes, i.unit_amount_cents]),
    ).toEqual([
      [2, 30, 299],
      [5, 30, 399],
      [10, 60, 699],
      [25, 60, 999],
    ]);
  });

  it('prices the vote party accelerators', () => {
    expect(prices('vote-party')).toEqual([
      [25, 299],
      [50, 449],
      [75, 549],
      [100, 649],
    ]);
  });

  it('prices cosmetic and PokeDoll keys the same', () => {
    const keys = [
      [1, 199],
      [3, 499],
      [5, 699],
    ];
    expect(prices('cosmetic-keys')).toEqual(keys);
    expect(prices('pokedoll-keys')).toEqual(keys);
  });

  it('prices shiny transformations and PokeBall changes', () => {
    expect(prices('shiny-transformation')).toEqual([
      [1, 499],
      [3, 1199],
      [6, 1999],
    ]);
    expect(prices('pokeball-changer')).toEqual([
      [1, 249],
      [3, 499],
      [6, 749],
    ]);
  });

  it('prices gym tokens', () => {
    expect(prices('gym-tokens')).toEqual([
      [1, 149],
      [3, 249],
      [5, 399],
      [7, 549],
      [9, 699],
    ]);
  });
});

describe('annualPriceCents and formatUsd', () => {
  it('rounds to the nearest cent', () => {
    expect(annualPriceCents(499)).toBe(5389);
    expect(annualPriceCents(1000)).toBe(10800);
    expect(annualPriceCents(1)).toBe(11);
  });

  it('formats cents as dollars', () => {
    expect(formatUsd(499)).toBe('$4.99');
    expect(formatUsd(5389)).toBe('$53.89');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(-99)).toBe('-$0.99');
  });
});

describe('catalog identity', () => {
  it('has unique ids and price ids', () => {
    expect(new Set(CATALOG.map((i) => i.id)).size).toBe(CATALOG.length);
    expect(new Set(CATALOG.map((i) => i.price_id)).size).toBe(CATALOG.length);
  });

  it('sells only positive whole-cent prices', () => {
    for (const item of CATALOG.filter((i) => i.active)) {
      expect(Number.isInteger(item.unit_amount_cents)).toBe(true);
      expect(item.unit_amount_cents).toBeGreaterThan(0);
    }
  });

  it('finds items by price id and by id', () => {
    expect(findCatalogItemByPriceId('price_rank_ace_monthly')?.id).toBe('rank-ace-monthly');
    expect(findCatalogItemByPriceId('price_gym_tokens_7')?.unit_amount_cents).toBe(549);
    expect(findCatalogItemById('shiny-25x-1h')?.price_id).toBe('price_shiny_25x_1h');
    expect(findCatalogItemByPriceId('price_unknown')).toBeUndefined();
    expect(findCatalogItemById('nope')).toBeUndefined();
  });

  it('does not sell inactive or retired items', () => {
    expect(findCatalogItemById('legendary-boost-2h')?.active).toBe(false);
    expect(findCatalogItemByPriceId(RETIRED_PRICE_ID)).toBeUndefined();
    expect(findCatalogItemByPriceId('price_legendary_boost_30m')).toBeUndefined();
  });

  it('asks for the EV Editor Policy for Master rank products only', () => {
    const needing = CATALOG.filter(requiresEvPolicy).map((i) => i.id);
    expect(needing).toEqual(['rank-master-monthly', 'rank-master-annual']);
    expect(requiresEvPolicy({ rank: 'master' })).toBe(true);
    expect(requiresEvPolicy({})).toBe(false);
  });

  it('maps legacy item ids to price ids on sale', () => {
    for (const priceId of Object.values(LEGACY_PRICE_IDS)) {
      expect(findCatalogItemByPriceId(priceId)).toBeDefined();
    }
  });

  it('lists 48 distinct ball variants', () => {
    expect(POKEBALL_VARIANTS).toHaveLength(48);
    expect(new Set(POKEBALL_VARIANTS).size).toBe(48);
  });
});
