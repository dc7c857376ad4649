/**
 * The query-key roots each live topic refreshes. Features build their query keys under these roots
 * so a change on a topic reaches every query that shows it.
 */
import type { LiveTopic } from '@shared/arena/live';
import {
  CONSOLE_CODES_KEY,
  CONSOLE_DISCORD_ROLES_KEY,
  CONSOLE_OVERVIEW_KEY,
  CONSOLE_SALES_KEY,
  CONSOLE_TOURNAMENTS_KEY,
} from '../../lib/console-keys';

export const LIVE_KEYS = {
  gym_leaders: ['arena', 'leaders'],
  matches: ['arena', 'matches'],
  elo_ratings: ['arena', 'leaderboard'],
  events: ['events'],
  event_registrations: ['events'],
  vote_party: ['vote'],
  tournaments: ['tournaments'],
  tournament_registrations: ['tournaments'],
  tournament_matches: ['tournaments'],
  doubles_registrations: ['tournaments', 'doubles'],
  season1_progression: ['season'],
  // The whole status page: an incident changes the summary as well as the incidents card.
  status_incidents: ['status'],
  content: ['content'],
  atlas: ['atlas'],
  catalog: ['shop', 'catalog'],
  notifications: ['notifications'],
  discord_roles: CONSOLE_DISCORD_ROLES_KEY,
  discount_codes: CONSOLE_CODES_KEY,
} as const satisfies Record<LiveTopic, readonly string[]>;

/**
 * Other roots a topic also refreshes: /events lists the tournaments with their counts, the console
 * overview counts the check-ins due, and the match list shows the leaders' names.
 */
const ALSO: Partial<Record<LiveTopic, readonly (readonly string[])[]>> = {
  // The match list names each match's leader: a renamed leader changes the home ticker too.
  gym_leaders: [LIVE_KEYS.matches],
  tournaments: [LIVE_KEYS.events, CONSOLE_OVERVIEW_KEY, CONSOLE_TOURNAMENTS_KEY],
  // A player's sign-up changes the console's counts too, not only a staff write.
  tournament_registrations: [LIVE_KEYS.events, CONSOLE_OVERVIEW_KEY, CONSOLE_TOURNAMENTS_KEY],
  // A team's sign-up changes its tournament's counts and the console's list of teams too.
  doubles_registrations: [LIVE_KEYS.events, LIVE_KEYS.tournaments, CONSOLE_TOURNAMENTS_KEY],
  // Sales are announced on the catalog's topic, since they change its prices.
  catalog: [CONSOLE_SALES_KEY],
};

/** Every query-key root a change on the topic refreshes. */
export const liveRoots = (topic: LiveTopic): readonly (readonly string[])[] => [
  LIVE_KEYS[topic],
  ...(ALSO[topic] ?? []),
];
