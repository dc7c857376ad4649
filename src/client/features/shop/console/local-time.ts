/**
 * Times in the Sales and Codes tabs are entered and shown in the admin's own time zone, named
 * beside them; the server receives and keeps instants (ISO with offset).
 */

/** The browser's zone, like Europe/Paris (UTC when the browser does not say). */
export const adminZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value (read in the admin's zone) as an instant; '' stays '' for the schema. */
export function localInputToIso(text: string): string {
  if (!text) return '';
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** An instant as a `datetime-local` value in the admin's zone. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

// Fields one by one: the date and time styles cannot be combined with the zone's name.
const SHOWN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An instant to read, in the admin's zone with the zone's short name ("27 Nov 2026, 14:00 CET"). */
export const localDateTime = (iso: string) => SHOWN.format(new Date(iso));
