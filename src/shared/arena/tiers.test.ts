import { describe, expect, it } from 'vitest';
import { tierFor } from './tiers';

describe('tierFor', () => {
  it('crowns rank 1 whatever the total', () => {
    expect(tierFor(1, 1)).toBe('Champion');
    expect(tierFor(1, 1000)).toBe('Champion');
  });

  it('gives Beginner when nobody is ranked', () => {
    expect(tierFor(1, 0)).toBe('Beginner');
    expect(tierFor(3, 0)).toBe('Beginner');
  });

  it('includes each boundary in the better tier', () => {
    expect(tierFor(15, 100)).toBe('Elite');
    expect(tierFor(16, 100)).toBe('Ace');
    expect(tierFor(35, 100)).toBe('Ace');
    expect(tierFor(36, 100)).toBe('Trainer');
    expect(tierFor(65, 100)).toBe('Trainer');
    expect(tierFor(66, 100)).toBe('Apprentice');
    expect(tierFor(85, 100)).toBe('Apprentice');
    expect(tierFor(86, 100)).toBe('Beginner');
    expect(tierFor(100, 100)).toBe('Beginner');
  });

  it('uses the share, not the position, on small ladders', () => {
    // 2/3 ≈ 0.67 is past the Trainer limit; 2/10 = 0.2 is Ace.
    expect(tierFor(2, 3)).toBe('Apprentice');
    expect(tierFor(2, 10)).toBe('Ace');
    expect(tierFor(2, 2)).toBe('Beginner');
  });
});
