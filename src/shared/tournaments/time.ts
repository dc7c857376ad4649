/**
 * Tournament times as the spec writes them: in EST (UTC-5) whatever the visitor's zone, so the
 * page reads the same for everyone and the server's first paint matches the browser's.
 */
const EST_OFFSET_MS = 5 * 60 * 60_000;

const DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
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
