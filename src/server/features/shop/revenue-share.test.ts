import { describe, expect, it } from 'vitest';
import { availableCents, reversalCents, shareCents } from './revenue-share';

describe('shareCents', () => {
  it('takes a whole percent and rounds down to the cent', () => {
    expect(shareCents(1999, 20)).toBe(399);
    expect(shareCents(299, 20)).toBe(59);
    expect(shareCents(5389, 20)).toBe(1077);
    expect(shareCents(1000, 20)).toBe(200);
    expect(shareCents(1, 20)).toBe(0);
  });

  it('gives nothing for free items or a zero share', () => {
    expect(shareCents(0, 20)).toBe(0);
    expect(shareCents(1999, 0)).toBe(0);
  });

  it('stays exact on large totals (no floating-point drift)', () => {
    expect(shareCents(99 * 5389 * 50, 20)).toBe(5_335_110);
    expect(shareCents(123_456_789, 33)).toBe(40_740_740);
  });

  it('refuses fractional cents', () => {
    expect(() => shareCents(19.99, 20)).toThrow();
    expect(() => shareCents(1999, 12.5)).toThrow();
  });
});

describe('reversalCents', () => {
  it('reverses everything on a full refund and the refunded fraction otherwise', () => {
    expect(reversalCents(399, 1999, 1999)).toBe(399);
    expect(reversalCents(399, 1000, 1999)).toBe(199);
    expect(reversalCents(399, 0, 1999)).toBe(0);
    expect(reversalCents(0, 1999, 1999)).toBe(0);
  });
});

describe('availableCents', () => {
  it('holds back what is still inside the refund window', () => {
    expect(availableCents(1000, 300)).toBe(700);
    expect(availableCents(200, 300)).toBe(0);
    expect(availableCents(500, -10)).toBe(500);
  });
});
