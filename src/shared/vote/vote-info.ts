/** The vote page's fixed facts (spec §9), shared with the wiki. */

/** Crate chances exactly as published; they add up to 111.8 %, see VOTE_CHANCES_NOTE. */
export const VOTE_CRATE_REWARDS = [
  { reward: '$1,500 CobbleDollars', chance: 22 },
  { reward: 'Quick Ball x16', chance: 18 },
  { reward: 'Medium EXP Candy x3', chance: 16 },
  { reward: 'Netherite Ingot x1', chance: 12 },
  { reward: 'Timer Ball x6', chance: 12 },
  { reward: 'Rare Candy x3', chance: 12 },
  { reward: 'Everstone x1', chance: 10 },
  { reward: '$5,000 CobbleDollars', chance: 4 },
  { reward: 'WoodBounty Chest Key x1', chance: 3 },
  { reward: 'Extra Vote Champion Key (+1)', chance: 1.8 },
  { reward: 'Random Key Crate Key x1', chance: 1 },
] as const;

export const VOTE_CHANCES_NOTE =
  'Each chance is the weight of that reward in the vote crate as published in game. They add up to 111.8%, not 100%: the crate draws one reward in proportion to these weights, so a reward listed at 22% comes up about 19.7% of the time.';

/** Percent as written ('1.8%'), and the real share of draws when the weights are normalised. */
export function chanceText(chance: number): string {
  return `${chance}%`;
}

export function chancesTotal(): number {
  return Math.round(VOTE_CRATE_REWARDS.reduce((sum, r) => sum + r.chance, 0) * 10) / 10;
}

export function normalisedShare(chance: number): number {
  return Math.round((chance / chancesTotal()) * 1000) / 10;
}

/** The vote party's goal until an admin sets another in the console. */
export const DEFAULT_VOTE_PARTY_GOAL = 500;

export const VOTE_PARTY = {
  threshold: DEFAULT_VOTE_PARTY_GOAL,
  shinyBoostMinutes: 30,
  shinyBoostMultiplier: 25,
  spawn: 'a random Legendary, Mythical, Ultra Beast or Paradox Pokémon',
} as const;

export const VOTE_SITE_COUNT = 6;

/** The bar's width: the share of the threshold reached, capped at 100. */
export function partyPercent(state: { votes: number; threshold: number }): number {
  if (state.threshold <= 0) return 0;
  return Math.min(100, Math.round((state.votes / state.threshold) * 100));
}
