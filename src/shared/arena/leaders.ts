/** Display rules for gym leaders: win rate, sorting, badge names, open positions, status texts. */
import { ELEMENT_TYPES, type ElementType, type GymLeader, type LeaderStatus } from './types';

/** Leaders at or above this share of wins are shown in the victory colour. */
export const LEADER_VICTORY_PERCENT = 50;

/** win_rate is a 0..1 fraction: '62.5%'. */
export function leaderWinRateText(winRate: number): string {
  return `${(winRate * 100).toFixed(1)}%`;
}

export function isLeaderVictoryRate(winRate: number): boolean {
  return winRate * 100 >= LEADER_VICTORY_PERCENT;
}

/** A leader who has awarded no badge has no meaningful rate yet, so it counts as 0 when ranking. */
export function effectiveWinRate(leader: Pick<GymLeader, 'win_rate' | 'badges_awarded'>): number {
  return leader.badges_awarded > 0 ? leader.win_rate : 0;
}

/** Best win rate first; ties keep the incoming order (by display name from the API). */
export function sortLeadersByWinRate<T extends Pick<GymLeader, 'win_rate' | 'badges_awarded'>>(
  leaders: readonly T[],
): T[] {
  return [...leaders].sort((a, b) => effectiveWinRate(b) - effectiveWinRate(a));
}

const NAMED_BADGES: Partial<Record<ElementType, string>> = {
  poison: 'Stench',
  dark: 'Nightmare',
  fairy: 'Divine',
  fire: 'Inferno',
  ghost: 'Spectre',
  electric: 'Shock',
  psychic: 'Unbound',
  steel: 'Blade',
  water: 'Splash',
};

export function elementLabel(element: ElementType): string {
  return element.charAt(0).toUpperCase() + element.slice(1);
}

/**
 * Every badge reads '<Name> Badge': the nine named gyms use their name ('Inferno Badge'), the
 * others the element ('Grass Badge'), so all badges look alike in lists.
 */
export function badgeName(element: ElementType): string {
  return `${NAMED_BADGES[element] ?? elementLabel(element)} Badge`;
}

/** Leaders without a linked player are hidden from every list. */
export function visibleLeaders<T extends Pick<GymLeader, 'player_uuid'>>(leaders: readonly T[]): T[] {
  return leaders.filter((leader) => Boolean(leader.player_uuid));
}

/** Element types no linked leader holds, in the canonical element order. */
export function openPositions(leaders: readonly Pick<GymLeader, 'element' | 'player_uuid'>[]): ElementType[] {
  const held = new Set(visibleLeaders(leaders).map((leader) => leader.element));
  return ELEMENT_TYPES.filter((element) => !held.has(element));
}

/** The spotlight's status label. */
export function spotlightLabel(status: LeaderStatus): 'Live' | 'Busy' | 'Away' {
  if (status === 'online') return 'Live';
  if (status === 'busy') return 'Busy';
  return 'Away';
}

/** 'Just now' under a minute, then 'Nm ago', 'Nh ago', 'Nd ago' (whole units, rounded down). */
export function lastActiveText(lastActive: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - lastActive.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
