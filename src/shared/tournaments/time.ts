/**
 * Every time the site shows, as the spec writes tournament times: in EST (UTC-5) whatever the
 * visitor's zone, labelled, so an event reads the same on every page and for everyone, and the
 * server's first paint matches the browser's. The staff console's date inputs use it too.
 */
import { MONTH_NAMES, monthDayYear, NOT_A_DATE, twoDigits } from '../format';

const EST_OFFSET_MS = 5 * 60 * 60_000;

// Written out rather than with Intl.DateTimeFormat: building one costs a phone about 30 ms (its
// zone and locale data), paid on the home page's first script run. The names are the spec's
// English, whatever the visitor's language; time.test.ts checks every format against Intl.
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const inEst = (iso: string) => new Date(new Date(iso).getTime() - EST_OFFSET_MS);

/** 'Saturday October 4, 2025', the spec's date. */
export function estDate(iso: string): string {
  const at = inEst(iso);
  if (Number.isNaN(at.getTime())) return NOT_A_DATE;
  return `${DAYS[at.getUTCDay()]} ${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
}

/** '15:30 EST' */
export function estTime(iso: string): string {
  const at = inEst(iso);
  if (Number.isNaN(at.getTime())) return NOT_A_DATE;
  return `${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())} EST`;
}

/** 'Oct 4, 2025, 15:30 EST': a moment anywhere on the site (events, purchases, the console). */
export function estDateTime(iso: string): string {
  const at = inEst(iso);
  if (Number.isNaN(at.getTime())) return NOT_A_DATE;
  return `${monthDayYear(at)}, ${estTime(iso)}`;
}

/** A `datetime-local` value ('2025-10-04T15:30') for a moment, read in EST; '' for none. */
export function estInputValue(iso: string | null): string {
  return iso ? inEst(iso).toISOString().slice(0, 16) : '';
}

/** The moment a `datetime-local` value names in EST; '' when empty or not a date and time. */
export function isoFromEstInput(local: string): string {
  const utc = /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(local) ? Date.parse(`${local}:00Z`) : Number.NaN;
  // A day the month lacks ('02-30') parses as a later one: refused rather than moved.
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 16) !== local) return '';
  return new Date(utc + EST_OFFSET_MS).toISOString();
}
