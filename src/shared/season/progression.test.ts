import { describe, expect, it } from 'vitest';
import { SEASON1_GYM_TYPES } from '../bridge/season';
import {
  badgePercent,
  progressionName,
  SEASON1_BADGE_TOTAL,
  type SeasonBadgeFlags,
  seasonProgressionResponse,
  toPlayerProgress,
} from './progression';

const noBadges = Object.fromEntries(SEASON1_GYM_TYPES.map((t) => [`${t}_badge`, false])) as SeasonBadgeFlags;

describe('badgePercent', () => {
  it('is earned / 9 × 100', () => {
    expect(SEASON1_BADGE_TOTAL).toBe(9);
    expect(badgePercent(0)).toBe(0);
    expect(badgePercent(9)).toBe(100);
    expect(badgePercent(3)).toBeCloseTo(33.333, 3);
    expect(badgePercent(4)).toBeCloseTo(44.444, 3);
  });

  it('stays within 0..100', () => {
    expect(badgePercent(-1)).toBe(0);
    expect(badgePercent(12)).toBe(100);
  });
});

describe('progressionName', () => {
  it('prefers the in-game name, then the username', () => {
    expect(progressionName('AshK', 'ash_discord')).toBe('AshK');
    expect(progressionName(null, 'ash_discord')).toBe('ash_discord');
    expect(progressionName('  ', 'ash_discord')).toBe('ash_discord');
  });

  it('is null when the player is unknown', () => {
    expect(progressionName(null, null)).toBeNull();
    expect(progressionName('', '')).toBeNull();
  });
});

describe('toPlayerProgress', () => {
  it('lists all nine badges in the gyms’ order with the count and percent', () => {
    const progress = toPlayerProgress({
      ...noBadges,
      fire_badge: true,
      fairy_badge: true,
      player_uuid: '10000000-0000-4000-8000-0000000000aa',
      champion: true,
      mc_username: null,
      username: 'Wanderer',
    });
    expect(progress).toEqual({
      uuid: '10000000-0000-4000-8000-0000000000aa',
      name: 'Wanderer',
      champion: true,
      badges: SEASON1_GYM_TYPES.map((type) => ({ type, earned: type === 'fire' || type === 'fairy' })),
      badge_count: 2,
      percent: (2 / 9) * 100,
    });
    expect(seasonProgressionResponse.parse({ players: [progress] }).players[0]).toEqual(progress);
  });
});
