import { describe, expect, it } from 'vitest';
import { isTrainerVictoryRate, medalFor, streakText, trainerWinRateText } from './ladder';

describe('medalFor', () => {
  it('gives crown, silver and bronze to the top three and #n below', () => {
    expect(medalFor(1).kind).toBe('crown');
    expect(medalFor(2).kind).toBe('silver');
    expect(medalFor(3).kind).toBe('bronze');
    expect(medalFor(4)).toEqual({ kind: 'rank', label: '#4' });
    expect(medalFor(27).label).toBe('#27');
  });
});

describe('trainer win rate', () => {
  it('is wins over games with one decimal', () => {
    expect(trainerWinRateText(4, 3)).toBe('57.1%');
    expect(trainerWinRateText(2, 1)).toBe('66.7%');
    expect(trainerWinRateText(10, 0)).toBe('100.0%');
  });

  it("reads '0.0%' with no games instead of dividing by zero", () => {
    expect(trainerWinRateText(0, 0)).toBe('0.0%');
    expect(isTrainerVictoryRate(0, 0)).toBe(false);
  });

  it('uses the victory colour from 60% up', () => {
    expect(isTrainerVictoryRate(3, 2)).toBe(true); // exactly 60%
    expect(isTrainerVictoryRate(59, 41)).toBe(false);
    expect(isTrainerVictoryRate(7, 3)).toBe(true);
  });
});

describe('streakText', () => {
  it("prefixes a positive streak with '+'", () => {
    expect(streakText(3)).toBe('+3');
    expect(streakText(0)).toBe('0');
    expect(streakText(-2)).toBe('-2');
  });
});
