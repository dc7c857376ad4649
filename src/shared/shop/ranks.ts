/**
 * Rank plans and perks. Each rank includes everything of the ranks below it; the numbers here are
 * the totals a player has at that rank. Prices live in the catalog.
 */
import { formatCount } from '../format';
import { annualPriceCents, RANK_MONTHLY_CENTS, RANK_NAMES, type RankId } from './catalog';

export interface RankPerks {
  claimBlocks: number;
  /** Extra homes over the default; the spec lists three totals, so Ace adds none. */
  extraHomes: number;
  monthlyCosmeticKeys: number;
  monthlyGymTokens: number;
  shinyBoostMultiplier: number;
  shinyBoostMinutes: number;
  premiumBattlePass: boolean;
  evEditor: boolean;
}

export interface RankPlan {
  /** Also picks the badge image (the client's RankBadge draws one per rank). */
  id: RankId;
  name: string;
  tagline: string;
  monthlyCents: number;
  annualCents: number;
  popular: boolean;
  perks: RankPerks;
  features: string[];
  /** Buying needs agreement to the EV Editor Policy. */
  requiresEvPolicy: boolean;
}

const PERKS: Readonly<Record<RankId, RankPerks>> = {
  ace: {
    claimBlocks: 500,
    extraHomes: 0,
    monthlyCosmeticKeys: 2,
    monthlyGymTokens: 2,
    shinyBoostMultiplier: 10,
    shinyBoostMinutes: 30,
    premiumBattlePass: false,
    evEditor: false,
  },
  expert: {
    claimBlocks: 1000,
    extraHomes: 2,
    monthlyCosmeticKeys: 4,
    monthlyGymTokens: 4,
    shinyBoostMultiplier: 10,
    shinyBoostMinutes: 30,
    premiumBattlePass: false,
    evEditor: false,
  },
  elite: {
    claimBlocks: 1500,
    extraHomes: 4,
    monthlyCosmeticKeys: 6,
    monthlyGymTokens: 6,
    shinyBoostMultiplier: 10,
    shinyBoostMinutes: 30,
    premiumBattlePass: false,
    evEditor: false,
  },
  master: {
    claimBlocks: 2000,
    extraHomes: 9,
    monthlyCosmeticKeys: 9,
    monthlyGymTokens: 8,
    shinyBoostMultiplier: 15,
    shinyBoostMinutes: 30,
    premiumBattlePass: true,
    evEditor: true,
  },
};

const TAGLINES: Readonly<Record<RankId, string>> = {
  ace: 'Start your journey with essential perks',
  expert: 'More room to build and more keys to open',
  elite: 'The favourite of dedicated trainers',
  master: 'Every perk, the premium pass and the EV Editor',
};

export function rankFeatures(perks: RankPerks): string[] {
  const features = [`+${formatCount(perks.claimBlocks)} claim blocks`];
  if (perks.extraHomes > 0) features.push(`+${perks.extraHomes} homes`);
  features.push(
    `${perks.monthlyCosmeticKeys} cosmetic keys every month`,
    `${perks.monthlyGymTokens} gym tokens every month`,
    `${perks.shinyBoostMinutes}-minute ${perks.shinyBoostMultiplier}x shiny boost every month`,
  );
  if (perks.premiumBattlePass) features.push('Premium Battle Pass included');
  if (perks.evEditor) features.push('EV Editor access (EV Editor Policy applies)');
  return features;
}

export const RANK_ORDER: readonly RankId[] = ['ace', 'expert', 'elite', 'master'];

/**
 * Upgrade or downgrade by rank; the same rank on another billing period, or a rank this table does
 * not know (a product admins added), is a switch.
 */
export function planMove(from: string, to: string): 'upgrade' | 'downgrade' | 'switch' {
  const a = RANK_ORDER.indexOf(from as RankId);
  const b = RANK_ORDER.indexOf(to as RankId);
  if (a < 0 || b < 0 || a === b) return 'switch';
  return b > a ? 'upgrade' : 'downgrade';
}

export const RANK_PLANS: readonly RankPlan[] = RANK_ORDER.map((id) => ({
  id,
  name: RANK_NAMES[id],
  tagline: TAGLINES[id],
  monthlyCents: RANK_MONTHLY_CENTS[id],
  annualCents: annualPriceCents(RANK_MONTHLY_CENTS[id]),
  popular: id === 'elite',
  perks: PERKS[id],
  features: rankFeatures(PERKS[id]),
  requiresEvPolicy: id === 'master',
}));

export const EV_EDITOR_POLICY_RULES: readonly string[] = [
  'Only edit the EVs of Pokémon you caught or bred yourself.',
  'Do not trade a Pokémon with edited EVs unless its EVs are reset first.',
  "Do not convert or edit another player's Pokémon's EVs.",
  'A violation removes EV Editor access with no refund.',
];

/** The text a buyer agrees to (stored with their attestation) before a plan with the EV editor. */
export const EV_POLICY_ATTESTATION_TEXT = `I agree to the EV Editor Policy: ${EV_EDITOR_POLICY_RULES.join(' ')}`;

export const CHAMPION_PERKS: readonly string[] = [
  'Not for sale: won by taking the seasonal championship',
  'A seasonal Champion title in game and on Discord',
  'The Premium Battle Pass while you hold the title',
];
