import { describe, expect, it } from 'vitest';
import { leaderSlug, presenceByHour, usualHours, usualHoursText } from './profile';

/** A moment on day `d` of November 2026 at `h`:`m` EST (UTC-5). */
const est = (d: number, h: number, m = 0) => new Date(Date.UTC(2026, 10, d, h + 5, m));

describe('leaderSlug', () => {
  it('makes an address of the display name', () => {
    expect(leaderSlug('Blaze Ember')).toBe('blaze-ember');
    expect(leaderSlug('  Zoë  the_Great!! ')).toBe('zoe-the-great');
  });
});

describe('presenceByHour', () => {
  it('counts online and busy minutes per EST hour, nothing while offline', () => {
    const minutes = presenceByHour(
      [
        { status: 'online', at: est(2, 18, 30) },
        { status: 'busy', at: est(2, 19, 15) },
        { status: 'offline', at: est(2, 20, 0) },
      ],
      'offline',
      est(1, 0),
      est(3, 0),
    );
    expect(minutes[18]).toBe(30);
    expect(minutes[19]).toBe(60);
    expect(minutes[20]).toBe(0);
    expect(minutes.reduce((a, b) => a + b, 0)).toBe(90);
  });

  it('starts from the status held when the window opens and stops at now', () => {
    const minutes = presenceByHour([], 'online', est(1, 22), est(2, 1, 30));
    expect(minutes[22]).toBe(60);
    expect(minutes[23]).toBe(60);
    expect(minutes[0]).toBe(60);
    expect(minutes[1]).toBe(30);
  });
});

describe('usualHours', () => {
  const hours = (on: Record<number, number>) => Array.from({ length: 24 }, (_, h) => on[h] ?? 0);

  it('keeps the hours with at least half the busiest hour, joined into ranges', () => {
    expect(usualHours(hours({ 18: 300, 19: 600, 20: 500, 21: 100, 8: 320 }))).toEqual([
      { from: 8, to: 9 },
      { from: 18, to: 21 },
    ]);
  });

  it('keeps a range across midnight whole', () => {
    const ranges = usualHours(hours({ 22: 200, 23: 200, 0: 200, 1: 200 }));
    expect(ranges).toEqual([{ from: 22, to: 2 }]);
    expect(usualHoursText(ranges)).toBe('22:00–02:00 EST');
  });

  it('says nothing for a leader hardly ever online', () => {
    expect(usualHours(hours({ 18: 59 }))).toEqual([]);
    expect(usualHoursText([])).toBe('Not enough presence yet');
    expect(usualHoursText(usualHours(hours({ 18: 300, 19: 300 })))).toBe('18:00–20:00 EST');
  });
});
