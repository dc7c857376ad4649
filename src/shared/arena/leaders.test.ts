import { describe, expect, it } from 'vitest';
import {
  badgeName,
  isLeaderVictoryRate,
  lastActiveText,
  leaderWinRateText,
  openPositions,
  sortLeadersByWinRate,
  spotlightLabel,
  visibleLeaders,
} from './leaders';
import { ELEMENT_TYPES } from './types';

describe('leader win rate', () => {
  it('is win_rate × 100 with one decimal', () => {
    expect(leaderWinRateText(0.625)).toBe('62.5%');
    expect(leaderWinRateText(0)).toBe('0.0%');
    expect(leaderWinRateText(1)).toBe('100.0%');
    expect(leaderWinRateText(0.3333)).toBe('33.3%');
  });

  it('is coloured from 50% up', () => {
    expect(isLeaderVictoryRate(0.5)).toBe(true);
    expect(isLeaderVictoryRate(0.499)).toBe(false);
  });
});

describe('sortLeadersByWinRate', () => {
  it('sorts descending and counts a leader with no badges awarded as 0', () => {
    const leaders = [
      { id: 'a', win_rate: 0.4, badges_awarded: 5 },
      { id: 'b', win_rate: 0.9, badges_awarded: 0 },
      { id: 'c', win_rate: 0.7, badges_awarded: 2 },
      { id: 'd', win_rate: 0, badges_awarded: 3 },
    ];
    expect(sortLeadersByWinRate(leaders).map((l) => l.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(leaders[0]!.id).toBe('a'); // input untouched
  });
});

describe('badgeName', () => {
  it('uses the nine gym names', () => {
    expect(badgeName('poison')).toBe('Stench Badge');
    expect(badgeName('dark')).toBe('Nightmare Badge');
    expect(badgeName('fairy')).toBe('Divine Badge');
    expect(badgeName('fire')).toBe('Inferno Badge');
    expect(badgeName('ghost')).toBe('Spectre Badge');
    expect(badgeName('electric')).toBe('Shock Badge');
    expect(badgeName('psychic')).toBe('Unbound Badge');
    expect(badgeName('steel')).toBe('Blade Badge');
    expect(badgeName('water')).toBe('Splash Badge');
  });

  it('uses the element name for the others', () => {
    expect(badgeName('grass')).toBe('Grass Badge');
    expect(badgeName('normal')).toBe('Normal Badge');
    expect(badgeName('dragon')).toBe('Dragon Badge');
  });
});

describe('open positions', () => {
  it('lists every element without a linked leader', () => {
    const open = openPositions([
      { element: 'fire', player_uuid: 'p1' },
      { element: 'water', player_uuid: '' },
    ]);
    expect(open).not.toContain('fire');
    expect(open).toContain('water'); // a leader without a player does not hold the gym
    expect(open).toHaveLength(ELEMENT_TYPES.length - 1);
    expect(openPositions([])).toEqual([...ELEMENT_TYPES]);
  });

  it('hides leaders without a player', () => {
    expect(visibleLeaders([{ player_uuid: 'x' }, { player_uuid: '' }])).toHaveLength(1);
  });
});

describe('spotlightLabel', () => {
  it('maps online, busy and anything else', () => {
    expect(spotlightLabel('online')).toBe('Live');
    expect(spotlightLabel('busy')).toBe('Busy');
    expect(spotlightLabel('offline')).toBe('Away');
  });
});

describe('lastActiveText', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const ago = (ms: number) => lastActiveText(new Date(now.getTime() - ms), now);
  it('rounds down to the largest whole unit', () => {
    expect(ago(0)).toBe('Just now');
    expect(ago(59_999)).toBe('Just now');
    expect(ago(60_000)).toBe('1m ago');
    expect(ago(59 * 60_000)).toBe('59m ago');
    expect(ago(60 * 60_000)).toBe('1h ago');
    expect(ago(23 * 3_600_000 + 59 * 60_000)).toBe('23h ago');
    expect(ago(24 * 3_600_000)).toBe('1d ago');
    expect(ago(9 * 24 * 3_600_000)).toBe('9d ago');
  });
  it("reads 'Just now' for a clock slightly ahead of ours", () => {
    expect(ago(-5_000)).toBe('Just now');
  });
});
