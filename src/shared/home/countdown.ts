/** Time left until a deadline, split the way the home page shows it. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target has been reached, so callers can stop ticking. */
  done: boolean;
}

/**
 * Mid-Season Doubles registration close: 8 Nov 2025 14:00 at UTC-5, the date the product spec gives
 * (the tournament's seed row keeps it outside demo mode; the home page counts down to whichever
 * tournament closes next).
 */
export const DOUBLES_REGISTRATION_CLOSES_AT = '2025-11-08T19:00:00.000Z';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Whole days, hours, minutes and seconds from `now` to `target`. Each part is floored, so the display
 * never shows a second that has not fully remained; once the target is reached every part is zero.
 */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const left = target.getTime() - now.getTime();
  // NaN (an invalid date) fails this test too, which shows zeros rather than "NaN" in the hero.
  if (!(left > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    done: false,
  };
}
