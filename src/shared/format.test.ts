import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatUsd, NOT_A_DATE, utcDay, utcDayTime, utcShortDate } from './format';

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

describe('dates in UTC as Intl writes them', () => {
  // What the player, match and season pages built with Intl before: British day first (with its
  // 'Sept'), and the American month first.
  const DAY = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const DAY_TIME = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

  it('writes days and times', () => {
    expect(utcDay('2025-10-04T23:59:00Z')).toBe('4 Oct 2025');
    expect(utcDay('2025-09-14T00:00:00Z')).toBe('14 Sept 2025');
    expect(utcDayTime('2025-10-04T00:05:00Z')).toBe('4 Oct 2025, 00:05 UTC');
    expect(utcShortDate('2025-09-04T12:00:00Z')).toBe('Sep 4, 2025');
    expect([utcDay('soon'), utcDayTime('soon'), utcShortDate('soon')]).toEqual([
      NOT_A_DATE,
      NOT_A_DATE,
      NOT_A_DATE,
    ]);
  });

  it('for any moment from 1990 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(utcDay(iso)).toBe(DAY.format(ms));
        expect(utcDayTime(iso)).toBe(`${DAY_TIME.format(ms)} UTC`);
        expect(utcShortDate(iso)).toBe(SHORT_DATE.format(ms));
      }),
      { seed: 20261128, numRuns: 2000 },
    );
  });
});
