/**
 * Every time the site shows, as the spec writes tournament times: in EST (UTC-5) whatever the
 * visitor's zone, labelled, so an event reads the same on every page and for everyone, and the
 * server's first paint matches the browser's. The staff console's date inputs use it too.
 */
const EST_OFFSET_MS = 5 * 60 * 60_000;

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

const inEst = (iso: string) => new Date(new Date(iso).getTime() - EST_OFFSET_MS);

/** 'Saturday, October 4, 2025' → the spec's 'Saturday October 4, 2025'. */
export const estDate = (iso: string) => DATE.format(inEst(iso)).replace(',', '');
/** '15:30 EST' */
export const estTime = (iso: string) => `${TIME.format(inEst(iso))} EST`;
/** 'Oct 4, 2025, 15:30 EST': a moment anywhere on the site (events, purchases, the console). */
export const estDateTime = (iso: string) => `${SHORT_DATE.format(inEst(iso))}, ${estTime(iso)}`;

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
