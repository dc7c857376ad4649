import fc from 'fast-check';
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

describe('EST is a fixed UTC-5, never daylight time', () => {
  it('keeps UTC-5 across the spring change (8 March 2026: New York moves to UTC-4 at 02:00)', () => {
    // Before and after the hour New York skips: both read as the same fixed offset.
    expect(isoFromEstInput('2026-03-08T01:30')).toBe('2026-03-08T06:30:00.000Z');
    expect(isoFromEstInput('2026-03-08T02:30')).toBe('2026-03-08T07:30:00.000Z');
    expect(isoFromEstInput('2026-03-08T03:30')).toBe('2026-03-08T08:30:00.000Z');
    expect(estDateTime('2026-03-08T07:30:00.000Z')).toBe('Mar 8, 2026, 02:30 EST');
  });

  it('keeps UTC-5 in summer and across the autumn change (1 November 2026)', () => {
    expect(isoFromEstInput('2026-07-04T12:00')).toBe('2026-07-04T17:00:00.000Z');
    expect(estDateTime('2026-07-04T17:00:00.000Z')).toBe('Jul 4, 2026, 12:00 EST');
    // New York repeats 01:00-02:00 that night; EST names each moment once.
    expect(estInputValue('2026-11-01T06:30:00.000Z')).toBe('2026-11-01T01:30');
    expect(estInputValue('2026-11-01T07:30:00.000Z')).toBe('2026-11-01T02:30');
  });

  it('round-trips every input through the moment and back, around both changes', () => {
    for (const local of ['2026-03-07T23:59', '2026-03-08T02:00', '2026-10-31T23:00', '2026-11-01T01:59']) {
      expect(estInputValue(isoFromEstInput(local))).toBe(local);
    }
  });

  it('refuses what is not a date and time', () => {
    expect(isoFromEstInput('2026-03-08')).toBe('');
    expect(isoFromEstInput('2026-02-30T10:00')).toBe('');
    expect(isoFromEstInput('2026-03-08T24:30')).toBe('');
    expect(estInputValue('')).toBe('');
  });
});

describe('a moment that is not a date', () => {
  it('shows a dash in every format', () => {
    expect([estDate('soon'), estTime('soon'), estDateTime('soon')]).toEqual(['—', '—', '—']);
  });
});

describe('the written-out formats say what Intl says', () => {
  const DATE = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const estMoment = (ms: number) => new Date(ms - 5 * 60 * 60_000);

  it('for any moment from 1990 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        const at = estMoment(ms);
        expect(estDate(iso)).toBe(DATE.format(at).replace(',', ''));
        expect(estTime(iso)).toBe(`${TIME.format(at)} EST`);
        expect(estDateTime(iso)).toBe(`${SHORT_DATE.format(at)}, ${TIME.format(at)} EST`);
      }),
      { seed: 20261127, numRuns: 2000 },
    );
  });
});
