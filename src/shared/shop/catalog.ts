/**
 * The catalog's shapes and the few fixed facts both sides share. The products themselves live in
 * the database (decision 025): the server prices every checkout line from it, ignoring any price
 * the browser sends, and pages draw its public answer. The built-in list it is seeded from is in
 * `seed-catalog.ts`, which no page imports. Amounts are integer US cents.
 *
 * `price_id` values are our own stable names. The payment provider's real price ids are not
 * needed here: the server maps these names to provider prices (or sends inline amounts) itself.
 */

export type CatalogCategory = 'boosts' | 'crates' | 'competitive' | 'ranks' | 'battlepass';
export type RankId = 'ace' | 'expert' | 'elite' | 'master';

export interface CatalogItem {
  id: string;
  price_id: string;
  name: string;
  description: string;
  category: CatalogCategory;
  /** The shop section the item is listed under. */
  group: string;
  unit_amount_cents: number;
  kind: 'one_time' | 'subscription';
  interval?: 'month' | 'year';
  rank?: RankId;
  /** Keys, transformations, changes or tokens in one purchase. */
  quantity_in_pack?: number;
  duration_minutes?: number;
  multiplier?: number;
  emoji: string;
  active: boolean;
  /** A timed sale running now, as the server prices it (the page never computes a discount). */
  sale?: { percent_off: number; unit_amount_cents: number; ends_at: string };
}

/** Annual plan = 12 months less 10%, rounded to the cent (Ace 4.99 → 53.89). */
export function annualPriceCents(monthlyCents: number): number {
  return Math.round((monthlyCents * 12 * 9) / 10);
}

export { formatUsd } from '../format';

export const RANK_MONTHLY_CENTS: Readonly<Record<RankId, number>> = {
  ace: 499,
  expert: 799,
  elite: 1299,
  master: 1999,
};

export const RANK_NAMES: Readonly<Record<RankId, string>> = {
  ace: 'Ace',
  expert: 'Expert',
  elite: 'Elite',
  master: 'Master',
};

/** The id of a rank's monthly or annual plan, as the catalog is seeded with them. */
export function rankPlanId(rank: RankId, interval: 'month' | 'year'): string {
  return `rank-${rank}-${interval === 'month' ? 'monthly' : 'annual'}`;
}

/**
 * Whether buying this product needs the EV Editor Policy agreed first: a Master rank product, as
 * the catalog's item says (admins' own Master products too), checked at checkout and by the page.
 */
export function requiresEvPolicy(item: Pick<CatalogItem, 'rank'>): boolean {
  return item.rank === 'master';
}

/** The one retired price id that is dropped from the cart before checkout. */
export const RETIRED_PRICE_ID = 'price_legendary_boost_2h';

/**
 * Item ids used by earlier versions of the shop, mapped to today's price id. A stored cart line
 * with one of these ids is sent to checkout with the mapped price id.
 */
export const LEGACY_PRICE_IDS: Readonly<Record<string, string>> = {
  'shiny-boost-5x': 'price_shiny_5x_30m',
  'shiny-5x-30': 'price_shiny_5x_30m',
  'shiny-transform-single': 'price_shiny_transform_1',
  'shiny-transform-triple': 'price_shiny_transform_3',
  'shiny-transform-six': 'price_shiny_transform_6',
  'battlepass-premium': 'price_battle_pass',
};

/** The 48 ball variants a PokeBall change can move a Pokémon into (Cobblemon item ids). */
export const POKEBALL_VARIANTS: readonly string[] = [
  'poke_ball',
  'citrine_ball',
  'verdant_ball',
  'azure_ball',
  'roseate_ball',
  'slate_ball',
  'premier_ball',
  'great_ball',
  'ultra_ball',
  'safari_ball',
  'fast_ball',
  'level_ball',
  'lure_ball',
  'heavy_ball',
  'love_ball',
  'friend_ball',
  'moon_ball',
  'sport_ball',
  'park_ball',
  'net_ball',
  'dive_ball',
  'nest_ball',
  'repeat_ball',
  'timer_ball',
  'luxury_ball',
  'dusk_ball',
  'heal_ball',
  'quick_ball',
  'dream_ball',
  'beast_ball',
  'master_ball',
  'cherish_ball',
  'ancient_poke_ball',
  'ancient_citrine_ball',
  'ancient_verdant_ball',
  'ancient_azure_ball',
  'ancient_roseate_ball',
  'ancient_slate_ball',
  'ancient_ivory_ball',
  'ancient_great_ball',
  'ancient_ultra_ball',
  'ancient_heavy_ball',
  'ancient_leaden_ball',
  'ancient_gigaton_ball',
  'ancient_feather_ball',
  'ancient_wing_ball',
  'ancient_jet_ball',
  'ancient_origin_ball',
];
