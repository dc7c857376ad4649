/**
 * The arena's wire contract: what the public read API answers and the live stream announces.
 * Server handlers are typed by these schemas, client hooks parse with them, and the API tests
 * check real answers against them. Field names follow the spec.
 */
import * as z from 'zod/mini';

export const ELEMENT_TYPES = [
  'normal',
  'fire',
  'water',
  'electric',
  'grass',
  'ice',
  'fighting',
  'poison',
  'ground',
  'flying',
  'psychic',
  'bug',
  'rock',
  'ghost',
  'dragon',
  'dark',
  'steel',
  'fairy',
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

export const LEADER_STATUSES = ['online', 'busy', 'offline'] as const;
export type LeaderStatus = (typeof LEADER_STATUSES)[number];

/** GET /api/arena/leaders → { leaders } (only leaders linked to a player, by display_name). */
export const gymLeader = z.object({
  id: z.string(),
  display_name: z.string(),
  element: z.enum(ELEMENT_TYPES),
  status: z.enum(LEADER_STATUSES),
  player_uuid: z.string(),
  badges_awarded: z.number(),
  /** 0..1 fraction. */
  win_rate: z.number(),
  next_available_ts: z.nullable(z.string()),
  /** When the leader was last seen online (drives 'Last active'); null while online. */
  last_active_at: z.nullable(z.string()),
  minecraft_username: z.nullable(z.string()),
  discord_username: z.null(),
});
export type GymLeader = z.infer<typeof gymLeader>;
export const leadersResponse = z.object({ leaders: z.array(gymLeader) });

/** GET /api/arena/matches → { matches } (10 latest: ended_at desc nulls first, started_at desc). */
export const arenaMatch = z.object({
  id: z.string(),
  gym_id: z.nullable(z.string()),
  started_at: z.string(),
  ended_at: z.nullable(z.string()),
  result: z.nullable(z.string()),
  leader_uuid: z.string(),
  challenger_uuid: z.string(),
  winner_uuid: z.nullable(z.string()),
  loser_uuid: z.nullable(z.string()),
  leader_delta: z.nullable(z.number()),
  challenger_delta: z.nullable(z.number()),
  leader_name: z.nullable(z.string()),
  challenger_name: z.nullable(z.string()),
  /** Minecraft names, the addresses of the players' pages; null when the site has none. */
  leader_mc_name: z.nullable(z.string()),
  challenger_mc_name: z.nullable(z.string()),
  /** The game server sent the battle's log: the match's page shows its replay. */
  has_replay: z.boolean(),
});
export type ArenaMatch = z.infer<typeof arenaMatch>;
export const matchesResponse = z.object({ matches: z.array(arenaMatch) });

export const TIERS = ['Champion', 'Elite', 'Ace', 'Trainer', 'Apprentice', 'Beginner'] as const;
export type Tier = (typeof TIERS)[number];

export const ladderEntry = z.object({
  rank: z.number(),
  player_uuid: z.string(),
  username: z.string(),
  /** The Minecraft name, the address of the player's page; null when the site has none. */
  mc_name: z.nullable(z.string()),
  rating: z.number(),
  wins: z.number(),
  losses: z.number(),
  streak: z.number(),
  tier: z.enum(TIERS),
});
export type LadderEntry = z.infer<typeof ladderEntry>;

/** GET /api/arena/leaderboard?limit=&offset= (limit 1..100, default 50) */
export const leaderboardPage = z.object({ total: z.number(), entries: z.array(ladderEntry) });
export type LeaderboardPage = z.infer<typeof leaderboardPage>;

/** GET /api/arena/leaderboard/me (signed in) */
export const ownRank = z.discriminatedUnion('state', [
  z.object({ state: z.literal('unlinked') }),
  z.object({ state: z.literal('unrated') }),
  z.object({ state: z.literal('rated'), entry: ladderEntry, total: z.number() }),
]);
export type OwnRank = z.infer<typeof ownRank>;

export const EVENT_KINDS = ['tournament', 'themed', 'raid', 'quick'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_STATUSES = ['draft', 'open', 'closed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** GET /api/events → { events } ordered by start_ts. */
export const arenaEvent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  kind: z.enum(EVENT_KINDS),
  start_ts: z.string(),
  end_ts: z.nullable(z.string()),
  status: z.enum(EVENT_STATUSES),
  /** Reward name → value, in display order. */
  rewards: z.record(z.string(), z.string()),
  capacity: z.nullable(z.number()),
  registrationCount: z.number(),
  /** The signed-in player's registration on this event, if any. */
  my_registration: z.nullable(z.enum(['registered', 'withdrawn'])),
  /**
   * Set when the entry is a tournament listed as itself: its counts are the tournament's, and
   * sign-ups happen on its own page (`tournamentPagePath(slug)`), never through the event registration.
   */
  tournament: z.nullable(z.object({ slug: z.string() })),
});
export type ArenaEvent = z.infer<typeof arenaEvent>;
export const eventsResponse = z.object({ events: z.array(arenaEvent) });
export type EventsResponse = z.infer<typeof eventsResponse>;

/** POST and DELETE /api/events/:id/registration (signed in) → the event as the caller now sees it. */
export const registrationResult = z.object({ event: arenaEvent });
export type RegistrationResult = z.infer<typeof registrationResult>;

/** GET /api/community/stats */
export const communityStats = z.object({
  players: z.number(),
  rated_players: z.number(),
  matches_played: z.number(),
  gym_leaders: z.number(),
  discord_online: z.nullable(z.number()),
});
export type CommunityStats = z.infer<typeof communityStats>;

// The live stream's topics and changes live beside its timings, so the browser's live client
// (on every page) does not carry this module's schemas.
export { LIVE_TOPICS, type LiveChange, type LiveTopic, liveChange } from './live';
