import { describe, expect, it } from 'vitest';
import { countdownParts, DOUBLES_REGISTRATION_CLOSES_AT } from './countdown';

const ZERO = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };

describe('countdownParts', () => {
  const target = new Date('2025-11-08T19:00:00.000Z');

  it('splits an exact difference of 1d 2h 3m 4s', () => {
    const now = new Date(target.getTime() - (((1 * 24 + 2) * 60 + 3) * 60 + 4) * 1000);
    expect(countdownParts(target, now)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4, done: false });
  });

  it('floors each part instead of rounding', () => {
    const now = new Date('2025-11-08T18:58:00.001Z');
    expect(countdownParts(target, now)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 59, done: false });
  });

  it('is all zeros and done exactly at the target', () => {
    expect(countdownParts(target, new Date(target))).toEqual(ZERO);
  });

  it('is all zeros and done after the target', () => {
    expect(countdownParts(target, new Date('2025-11-08T19:00:01.000Z'))).toEqual(ZERO);
    expect(countdownParts(target, new Date('2026-03-01T00:00:00.000Z'))).toEqual(ZERO);
  });

  it('shows 0s but is not done less than a second before the target', () => {
    const now = new Date('2025-11-08T18:59:59.400Z');
    expect(countdownParts(target, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: false });
  });

  it('treats an invalid date as done', () => {
    expect(countdownParts(new Date('not a date'), new Date(target))).toEqual(ZERO);
  });
});

describe('DOUBLES_REGISTRATION_CLOSES_AT', () => {
  it('is 8 Nov 2025 14:00 at UTC-5', () => {
    expect(new Date(DOUBLES_REGISTRATION_CLOSES_AT).getTime()).toBe(Date.parse('2025-11-08T14:00:00-05:00'));
  });

  it('is 12d 8h 29m 30s away from a fixed now of 27 Oct 2025 10:30:30 UTC', () => {
    const now = new Date('2025-10-27T10:30:30.000Z');
    expect(countdownParts(new Date(DOUBLES_REGISTRATION_CLOSES_AT), now)).toEqual({
      days: 12,
      hours: 8,
      minutes: 29,
      seconds: 30,
      done: false,
    });
  });
});
