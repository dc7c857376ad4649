/**
 * Numbers and dates as the site writes them, in the spec's English ('12,500', '4 Oct 2025'). Written
 * out rather than with Intl or toLocaleString, which build a formatter (its locale data) on first
 * use: on a phone that cost the shop's first script run about 15 ms. format.test.ts checks each
 * against Intl.
 */

/** A whole number with thousands separators: 12500 → '12,500', -1234 → '-1,234'. */
export function formatCount(value: number): string {
  const whole = Math.round(Math.abs(value));
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && whole > 0 ? `-${grouped}` : grouped;
}

/** '$1,234.50', '-$0.99': an amount of cents in dollars. */
export function formatUsd(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = formatCount(Math.floor(whole / 100));
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** Shown for a moment that is not a date (never sent by the API), rather than 'NaN' or a thrown render. */
export const NOT_A_DATE = '—';

export const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** 'Oct 4, 2025': a date's fields read in UTC, month first (what Intl's en-US short date writes). */
export const monthDayYear = (at: Date): string =>
  `${MONTH_NAMES[at.getUTCMonth()]!.slice(0, 3)} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;

/** The short month as British English writes it: 'Sept', the others in three letters. */
const britishMonth = (at: Date) => {
  const name = MONTH_NAMES[at.getUTCMonth()]!;
  return name === 'September' ? 'Sept' : name.slice(0, 3);
};

/** '4 Oct 2025': the day of a moment in UTC, day first (what Intl's en-GB short date writes). */
export function utcDay(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return NOT_A_DATE;
  return `${at.getUTCDate()} ${britishMonth(at)} ${at.getUTCFullYear()}`;
}

/** '4 Oct 2025, 15:30 UTC': a moment in UTC, as the player and match pages show it. */
export function utcDayTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return NOT_A_DATE;
  return `${utcDay(iso)}, ${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())} UTC`;
}

/** 'Oct 4, 2025': the day of a moment in UTC, month first. */
export function utcShortDate(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? NOT_A_DATE : monthDayYear(at);
}
