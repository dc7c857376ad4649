/**
 * The arena's wire contract: what the public read API answers and the live stream announces.
 * Server handlers return these shapes; client hooks read them. Field names follow the spec.
 */
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

/** GET /api/arena/leaders → { leaders: GymLeader[] } (only leaders linked to a player, by display_name). */
export interface GymLeader {
  id: string;
  display_name: string;
  element: ElementType;
  status: LeaderStatus;
  player_uuid: string;
  badges_awarded: number;
  /** 0..1 fraction. */
  win_rate: number;
  next_available_ts: string | null;
  /** When the leader was last seen online (drives 'Last active'). */
  last_active_at: string | null;
  minecraft_username: string | null;
  discord_username: null;
}

/** GET /api/arena/matches → { matches: ArenaMatch[] } (10 latest: ended_at desc nulls first, started_at desc). */
export interface ArenaMatch {
  id: string;
  gym_id: string | null;
  started_at: string;
  ended_at: string | null;
  result: string | null;
  leader_uuid: string;
  challenger_uuid: string;
  winner_uuid: string | null;
  loser_uuid: string | null;
  leader_delta: number | null;
  challenger_delta: number | null;
  leader_name: string | null;
  challenger_name: string | null;
}

export const TIERS = ['Champion', 'Elite', 'Ace', 'Trainer', 'Apprentice', 'Beginner'] as const;
export type Tier = (typeof TIERS)[number];

export interface LadderEntry {
  rank: number;
  player_uuid: string;
  username: string;
  rating: number;
  wins: number;
  losses: number;
  streak: number;
  tier: Tier;
}

/** GET /api/arena/leaderboard?limit=&offset= (limit 1..100, default 50) */
export interface LeaderboardPage {
  total: number;
  entries: LadderEntry[];
}

/** GET /api/arena/leaderboard/me (signed in) */
export type OwnRank =
  | { state: 'unlinked' }
  | { state: 'unrated' }
  | { state: 'rated'; entry: LadderEntry; total: number };

export const EVENT_KINDS = ['tournament', 'themed', 'raid', 'quick'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_STATUSES = ['draft', 'open', 'closed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** GET /api/events → { events: ArenaEvent[] } ordered by start_ts. */
export interface ArenaEvent {
  id: string;
  title: string;
  description: string | null;
  kind: EventKind;
  start_ts: string;
  end_ts: string | null;
  status: EventStatus;
  /** Reward name → value, in display order. */
  rewards: Record<string, string>;
  capacity: number | null;
  registrationCount: number;
  /** The signed-in player's registration on this event, if any. */
  my_registration: 'registered' | 'withdrawn' | null;
}

/** POST and DELETE /api/events/:id/registration (signed in) → the event as the caller now sees it. */
export interface RegistrationResult {
  event: ArenaEvent;
}

/** GET /api/community/stats */
export interface CommunityStats {
  players: number;
  rated_players: number;
  matches_played: number;
  gym_leaders: number;
  discord_online: number | null;
}

/**
 * GET /api/live?topics=a,b (Server-Sent Events). Each change is one `event: change` message whose
 * data is a LiveChange. A `ready` event follows every (re)connect, after which clients refetch.
 */
export const LIVE_TOPICS = [
  'gym_leaders',
  'matches',
  'elo_ratings',
  'events',
  'event_registrations',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export interface LiveChange {
  topic: LiveTopic;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  /** Primary key of the changed row (uuid or text). */
  id: string;
}
