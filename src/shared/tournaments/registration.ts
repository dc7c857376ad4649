/**
 * The Founders' Cup sign-up form (spec §5): its time-zone labels and team fields. The schema is in
 * registration-schema.ts, apart, so the page can be drawn without the validation library.
 */
import { DEFAULT_CHECK_IN_MINUTES, type TOURNAMENT_TIME_ZONES } from './constants';
import { estTime } from './time';

export const TIME_ZONE_LABELS: Record<(typeof TOURNAMENT_TIME_ZONES)[number], string> = {
  est: 'EST (Eastern)',
  cst: 'CST (Central)',
  mst: 'MST (Mountain)',
  pst: 'PST (Pacific)',
  utc: 'UTC',
  other: 'Other',
};

/** The six team fields, as the spec names its columns (pokemon_1 … pokemon_6). */
export const POKEMON_FIELDS = [
  'pokemon_1',
  'pokemon_2',
  'pokemon_3',
  'pokemon_4',
  'pokemon_5',
  'pokemon_6',
] as const;
export type PokemonField = (typeof POKEMON_FIELDS)[number];

/**
 * The check-in agreement, from the cup's own times as staff set them: for the seeded cup the
 * spec's words, 'I will check in at 15:30 EST and compete from 16:00 EST.'
 */
export const checkInAgreement = (times: { check_in_opens_at: string; starts_at: string }) =>
  `I will check in at ${estTime(times.check_in_opens_at)} and compete from ${estTime(times.starts_at)}.`;

/** How many minutes before the start check-in opens; the default while the cup is not known yet. */
export const checkInLeadMinutes = (
  times: { check_in_opens_at: string; starts_at: string } | null | undefined,
) =>
  times
    ? Math.round((Date.parse(times.starts_at) - Date.parse(times.check_in_opens_at)) / 60_000)
    : DEFAULT_CHECK_IN_MINUTES;
