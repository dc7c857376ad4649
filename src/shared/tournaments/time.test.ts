import { describe, expect, it } from 'vitest';
import { estDate, estTime } from './time';

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
