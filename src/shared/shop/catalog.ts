/**
 * The one shop catalog. Pages render from it and the server prices every checkout line from it,
 * ignoring any price the browser sends. Amounts are integer US cents.
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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

type Draft = Omit<CatalogItem, 'active'> & { active?: boolean };
const item = (draft: Draft): CatalogItem => ({ active: true, ...draft });

const shinyBoost = (multiplier: number, minutes: number, cents: number): CatalogItem => {
  const span = minutes >= 60 ? `${minutes / 60}h` : `${minutes}m`;
  const label = minutes >= 60 ? `${minutes / 60} Hour${minutes > 60 ? 's' : ''}` : `${minutes} Minutes`;
  return item({
    id: `shiny-${multiplier}x-${span}`,
    price_id: `price_shiny_${multiplier}x_${span}`,
    name: `${multiplier}x Shiny Boost (${label})`,
    description: `Server-wide ${multiplier}x shiny odds for ${label.toLowerCase()}.`,
    category: 'boosts',
    group: 'shiny-boosters',
    unit_amount_cents: cents,
    kind: 'one_time',
    duration_minutes: minutes,
    multiplier,
    emoji: '✨',
  });
};

const voteParty = (votes: number, cents: number): CatalogItem =>
  item({
    id: `vote-party-${votes}`,
    price_id: `price_vote_party_${votes}`,
    name: `Vote Party +${votes}`,
    description: `Adds ${votes} votes towards the next server-wide vote party.`,
    category: 'boosts',
    group: 'vote-party',
    unit_amount_cents: cents,
    kind: 'one_time',
    quantity_in_pack: votes,
    emoji: '🎉',
  });

interface PackSpec {
  idPrefix: string;
  pricePrefix: string;
  group: string;
  category: CatalogCategory;
  singular: string;
  plural: string;
  description: (n: number) => string;
  emoji: string;
}

const pack = (spec: PackSpec, count: number, cents: number): CatalogItem =>
  item({
    id: `${spec.idPrefix}-${count}`,
    price_id: `${spec.pricePrefix}_${count}`,
    name: `${count} ${count === 1 ? spec.singular : spec.plural}`,
    description: spec.description(count),
    category: spec.category,
    group: spec.group,
    unit_amount_cents: cents,
    kind: 'one_time',
    quantity_in_pack: count,
    emoji: spec.emoji,
  });

const COSMETIC_KEYS: PackSpec = {
  idPrefix: 'cosmetic-keys',
  pricePrefix: 'price_cosmetic_keys',
  group: 'cosmetic-keys',
  category: 'crates',
  singular: 'Cosmetic Key',
  plural: 'Cosmetic Keys',
  description: (n) =>
    `Opens ${n === 1 ? 'one cosmetic crate' : `${n} cosmetic crates`}: hats, trails and outfits.`,
  emoji: '🗝️',
};

const POKEDOLL_KEYS: PackSpec = {
  idPrefix: 'pokedoll-keys',
  pricePrefix: 'price_pokedoll_keys',
  group: 'pokedoll-keys',
  category: 'crates',
  singular: 'PokeDoll Key',
  plural: 'PokeDoll Keys',
  description: (n) => `Opens ${n === 1 ? 'one PokeDoll crate' : `${n} PokeDoll crates`} of decorative dolls.`,
  emoji: '🧸',
};

const SHINY_TRANSFORMATION: PackSpec = {
  idPrefix: 'shiny-transform',
  pricePrefix: 'price_shiny_transform',
  group: 'shiny-transformation',
  category: 'crates',
  singular: 'Shiny Transformation',
  plural: 'Shiny Transformations',
  description: (n) =>
    `Turns ${n === 1 ? 'one of your Pokémon' : `${n} of your Pokémon`} shiny. Cosmetic only.`,
  emoji: '🌟',
};

const POKEBALL_CHANGER: PackSpec = {
  idPrefix: 'pokeball-changer',
  pricePrefix: 'price_pokeball_changer',
  group: 'pokeball-changer',
  category: 'crates',
  singular: 'PokeBall Change',
  plural: 'PokeBall Changes',
  description: (n) => `Moves ${n === 1 ? 'one Pokémon' : `${n} Pokémon`} into any of the 48 ball variants.`,
  emoji: '🔴',
};

const GYM_TOKENS: PackSpec = {
  idPrefix: 'gym-tokens',
  pricePrefix: 'price_gym_tokens',
  group: 'gym-tokens',
  category: 'competitive',
  singular: 'Gym Token',
  plural: 'Gym Tokens',
  description: (n) => `${n === 1 ? 'One extra gym challenge' : `${n} extra gym challenges`} for you.`,
  emoji: '🏅',
};

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

const RANK_EMOJI: Readonly<Record<RankId, string>> = { ace: '🥉', expert: '🥈', elite: '🥇', master: '👑' };

const rankPlan = (rank: RankId, interval: 'month' | 'year'): CatalogItem => {
  const monthly = RANK_MONTHLY_CENTS[rank];
  const period = interval === 'month' ? 'monthly' : 'annual';
  return item({
    id: `rank-${rank}-${period}`,
    price_id: `price_rank_${rank}_${period}`,
    name: `${RANK_NAMES[rank]} Rank (${interval === 'month' ? 'Monthly' : 'Annual'})`,
    description: `${RANK_NAMES[rank]} rank perks, renewed every ${interval}.`,
    category: 'ranks',
    group: 'ranks',
    unit_amount_cents: interval === 'month' ? monthly : annualPriceCents(monthly),
    kind: 'subscription',
    interval,
    rank,
    emoji: RANK_EMOJI[rank],
  });
};

const RANK_IDS: readonly RankId[] = ['ace', 'expert', 'elite', 'master'];

/**
 * Legendary boosts are no longer sold. They stay listed (inactive, never priced for checkout) so
 * that old carts are recognised and dropped rather than sent to the server.
 */
const legendaryBoost = (span: '30m' | '1h' | '2h', minutes: number): CatalogItem =>
  item({
    id: `legendary-boost-${span}`,
    price_id: `price_legendary_boost_${span}`,
    name: `Legendary Boost (${span})`,
    description: 'Retired: legendary spawn boosts are no longer sold.',
    category: 'boosts',
    group: 'legendary-boosts',
    unit_amount_cents: 0,
    kind: 'one_time',
    duration_minutes: minutes,
    emoji: '🐉',
    active: false,
  });

export const CATALOG: readonly CatalogItem[] = [
  shinyBoost(2, 30, 299),
  shinyBoost(5, 30, 399),
  shinyBoost(10, 60, 699),
  shinyBoost(25, 60, 999),
  voteParty(25, 299),
  voteParty(50, 449),
  voteParty(75, 549),
  voteParty(100, 649),
  pack(COSMETIC_KEYS, 1, 199),
  pack(COSMETIC_KEYS, 3, 499),
  pack(COSMETIC_KEYS, 5, 699),
  pack(POKEDOLL_KEYS, 1, 199),
  pack(POKEDOLL_KEYS, 3, 499),
  pack(POKEDOLL_KEYS, 5, 699),
  pack(SHINY_TRANSFORMATION, 1, 499),
  pack(SHINY_TRANSFORMATION, 3, 1199),
  pack(SHINY_TRANSFORMATION, 6, 1999),
  pack(POKEBALL_CHANGER, 1, 249),
  pack(POKEBALL_CHANGER, 3, 499),
  pack(POKEBALL_CHANGER, 6, 749),
  pack(GYM_TOKENS, 1, 149),
  pack(GYM_TOKENS, 3, 249),
  pack(GYM_TOKENS, 5, 399),
  pack(GYM_TOKENS, 7, 549),
  pack(GYM_TOKENS, 9, 699),
  ...RANK_IDS.flatMap((rank) => [rankPlan(rank, 'month'), rankPlan(rank, 'year')]),
  item({
    id: 'battle-pass',
    price_id: 'price_battle_pass',
    name: 'Premium Battle Pass',
    description: 'Unlocks the premium reward of all 30 tiers for the current season.',
    category: 'battlepass',
    group: 'battle-pass',
    unit_amount_cents: 999,
    kind: 'one_time',
    emoji: '🎫',
  }),
  legendaryBoost('30m', 30),
  legendaryBoost('1h', 60),
  legendaryBoost('2h', 120),
];

/** The one retired price id that is dropped from the cart before checkout. */
export const RETIRED_PRICE_ID = 'price_legendary_boost_2h';

/** Price ids a stored cart may keep on start-up: every item still on sale. */
export const ACTIVE_PRICE_IDS: readonly string[] = CATALOG.filter((i) => i.active).map((i) => i.price_id);

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

const byId = new Map(CATALOG.map((i) => [i.id, i]));
const byPriceId = new Map(CATALOG.map((i) => [i.price_id, i]));

/** The item on sale under this price id; retired and unknown ids give undefined. */
export function findCatalogItemByPriceId(priceId: string): CatalogItem | undefined {
  const found = byPriceId.get(priceId);
  return found?.active ? found : undefined;
}

/** Any item by id, on sale or not (check `active` before selling it). */
export function findCatalogItemById(id: string): CatalogItem | undefined {
  return byId.get(id);
}

export function catalogGroup(group: string): CatalogItem[] {
  return CATALOG.filter((i) => i.active && i.group === group);
}

export function rankPlanItem(rank: RankId, interval: 'month' | 'year'): CatalogItem {
  return byId.get(`rank-${rank}-${interval === 'month' ? 'monthly' : 'annual'}`)!;
}

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
