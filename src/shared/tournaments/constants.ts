/**
 * What a tournament is, as both sides see it. A tournament is a row (slug, format, cap, times,
 * rules, rewards): the next cup is data, not code. Founders' Cup #1 and Mid-Season Doubles are
 * seeded from the spec.
 */
export const TOURNAMENT_FORMATS = ['singles', 'doubles'] as const;

/** draft: hidden; open: taking sign-ups; closed: no more sign-ups; live: matches running; completed. */
export const TOURNAMENT_STATUSES = ['draft', 'open', 'closed', 'live', 'completed'] as const;

/**
 * registered: holds a slot (1..cap); waitlisted: queued in arrival order; withdrawn: left by the
 * player; dropped: not checked in when the tournament started.
 */
export const REGISTRATION_STATUSES = ['registered', 'waitlisted', 'withdrawn', 'dropped'] as const;

/** The spec's time zone choices for the Founders' Cup form. */
export const TOURNAMENT_TIME_ZONES = ['est', 'cst', 'mst', 'pst', 'utc', 'other'] as const;

export const MATCH_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** The Founders' Cup's key, as the spec names it (tournament_name 'founders-cup-1'). */
export const FOUNDERS_CUP_SLUG = 'founders-cup-1';
export const MID_SEASON_DOUBLES_SLUG = 'mid-season-doubles';

/** Minutes before the start when check-in opens (spec: check-in 15:30 for a 16:00 start). */
export const DEFAULT_CHECK_IN_MINUTES = 30;
