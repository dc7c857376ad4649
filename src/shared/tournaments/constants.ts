import type { PageHref } from '../site/routes';

/**
 * What a tournament is, as both sides see it. A tournament is a row (slug, format, cap, times,
 * rules, rewards): the next cup is data, not code. Founders' Cup #1 and Mid-Season Doubles are
 * seeded from the spec.
 */
export const TOURNAMENT_FORMATS = ['singles', 'doubles'] as const;

/**
 * draft: hidden; open: taking sign-ups (from the opening time, if one is set); closed: no more
 * sign-ups; live: matches running; completed; cancelled: called off by staff, with a reason shown
 * on its page.
 */
export const TOURNAMENT_STATUSES = ['draft', 'open', 'closed', 'live', 'completed', 'cancelled'] as const;

/**
 * The team legality rules a tournament follows: the presets the site can already check. A singles
 * cup is checked with the Founders' Cup rules (restricted list, one big Legendary); a doubles
 * tournament with the Mid-Season Doubles rules (Showdown's validator and the spec's limits).
 */
export const TEAM_RULE_PRESETS = ['founders-cup', 'mid-season-doubles'] as const;
export type TeamRulePreset = (typeof TEAM_RULE_PRESETS)[number];
export const TEAM_RULE_LABELS: Record<TeamRulePreset, string> = {
  'founders-cup': "Founders' Cup rules (singles: restricted list, one Legendary above 600 BST)",
  'mid-season-doubles': 'Mid-Season Doubles rules (level 50 doubles, at most 2 Legendaries)',
};
/** The preset each format plays under. */
export const TEAM_RULES_OF_FORMAT = {
  singles: 'founders-cup',
  doubles: 'mid-season-doubles',
} as const satisfies Record<(typeof TOURNAMENT_FORMATS)[number], TeamRulePreset>;

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

/**
 * Cups whose crown gives no Season champion badge: Founders' Cup #1's page says the Champion's Crown
 * is not awarded there, it belongs to the Season Champion (spec). Their champion is still shown.
 */
export const CUPS_WITHOUT_CROWN_BADGE: readonly string[] = [FOUNDERS_CUP_SLUG];

/** Whether crowning the cup's champion gives them the Season champion badge. */
export const crownGivesBadge = (slug: string) => !CUPS_WITHOUT_CROWN_BADGE.includes(slug);

/** A tournament's public page: the spec's own paths for the two seeded ones, else `/tournaments/:slug`. */
export function tournamentPagePath(slug: string): PageHref {
  if (slug === FOUNDERS_CUP_SLUG) return '/founders-1';
  if (slug === MID_SEASON_DOUBLES_SLUG) return '/mid-season-doubles';
  return `/tournaments/${slug}`;
}

/** Minutes before the start when check-in opens (spec: check-in 15:30 for a 16:00 start). */
export const DEFAULT_CHECK_IN_MINUTES = 30;
