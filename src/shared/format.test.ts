import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatUsd } from './format';

describe('numbers as Intl writes them in en-US', () => {
  it('counts with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12_500)).toBe('12,500');
    expect(formatCount(-1_234_567)).toBe('-1,234,567');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }),
      { seed: 20261127, numRuns: 2000 },
    );
  });

  it('writes cents as dollars', () => {
    expect(formatUsd(499)).toBe('$4.99');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(-99)).toBe('-$0.99');
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(formatUsd(cents)).toBe(usd.format(cents / 100));
      }),
      { seed: 20261127, numRuns: 2000 },
    );
  });
});
