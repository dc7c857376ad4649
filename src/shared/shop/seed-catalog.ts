/**
 * The built-in catalog: what the database's catalog is seeded from on every start (decision 025),
 * and what tests compare against. Pages and checkout read the database's catalog instead, so no
 * page needs this module. Amounts are integer US cents.
 */
import {
  annualPriceCents,
  type CatalogCategory,
  type CatalogItem,
  RANK_MONTHLY_CENTS,
  RANK_NAMES,
  type RankId,
  rankPlanId,
} from './catalog';

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

const RANK_EMOJI: Readonly<Record<RankId, string>> = { ace: '🥉', expert: '🥈', elite: '🥇', master: '👑' };

const rankPlan = (rank: RankId, interval: 'month' | 'year'): CatalogItem => {
  const monthly = RANK_MONTHLY_CENTS[rank];
  const period = interval === 'month' ? 'monthly' : 'annual';
  return item({
    id: rankPlanId(rank, interval),
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

/** A built-in rank plan (tests and the seed; pages read the database's catalog). */
export function rankPlanItem(rank: RankId, interval: 'month' | 'year'): CatalogItem {
  return byId.get(rankPlanId(rank, interval))!;
}
