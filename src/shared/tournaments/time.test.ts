import { describe, expect, it } from 'vitest';
import { estDate, estDateTime, estInputValue, estTime, isoFromEstInput } from './time';

describe('tournament times in EST, as the spec writes them', () => {
  it("shows the Founders' Cup's date and times", () => {
    const start = new Date('2025-10-04T16:00:00-05:00').toISOString();
    const checkIn = new Date('2025-10-04T15:30:00-05:00').toISOString();
    expect(estDate(start)).toBe('Saturday October 4, 2025');
    expect(estTime(start)).toBe('16:00 EST');
    expect(estTime(checkIn)).toBe('15:30 EST');
  });

  it('keeps the EST day when it differs from the UTC day', () => {
    expect(estDate('2025-10-05T02:00:00.000Z')).toBe('Saturday October 4, 2025');
  });
});

describe('every other time on the site, in the same EST', () => {
  it('writes one moment the same way on every page, labelled, whatever the zone', () => {
    expect(estDateTime('2025-10-04T20:30:00Z')).toBe('Oct 4, 2025, 15:30 EST');
    // The home countdown's close, 8 Nov 2025 14:00 at UTC-5.
    expect(estDateTime('2025-11-08T19:00:00Z')).toBe('Nov 8, 2025, 14:00 EST');
  });

  it('reads and writes the console date inputs in EST, both ways', () => {
    expect(estInputValue('2025-10-04T20:30:00Z')).toBe('2025-10-04T15:30');
    expect(estInputValue(null)).toBe('');
    expect(isoFromEstInput('2025-10-04T15:30')).toBe('2025-10-04T20:30:00.000Z');
    expect(isoFromEstInput('2025-12-31T22:00')).toBe('2026-01-01T03:00:00.000Z');
    expect(isoFromEstInput('')).toBe('');
  });
});
