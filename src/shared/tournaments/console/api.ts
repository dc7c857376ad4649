/** Wire shapes of the staff tournaments API: every tournament with its counts and bracket state, and one tournament's sign-ups. */
import * as z from 'zod/mini';
import {
  REGISTRATION_STATUSES,
  TEAM_RULE_PRESETS,
  TOURNAMENT_FORMATS,
  TOURNAMENT_STATUSES,
} from '../constants';

export const staffTournament = z.object({
  slug: z.string(),
  name: z.string(),
  format: z.enum(TOURNAMENT_FORMATS),
  status: z.enum(TOURNAMENT_STATUSES),
  cap: z.number(),
  starts_at: z.string(),
  registered: z.number(),
  checked_in: z.number(),
  waitlisted: z.number(),
  /** When the bracket was drawn, or null. */
  bracket_generated_at: z.nullable(z.string()),
  matches: z.number(),
  completed_matches: z.number(),
  /** Sign-ups are being taken right now (the engine's rule). */
  registration_open: z.boolean(),
  /** The slug of the tournament a practice draw tries out; null for a real tournament. */
  practice_of: z.nullable(z.string()),
  /** The slug of this tournament's practice draw, if one is standing. */
  practice_draw: z.nullable(z.string()),
  /** The final's winner while the bracket is finished (Minecraft name), crowned or not. */
  final_winner: z.nullable(z.string()),
  /** The crowned champion (Minecraft name), or null. */
  champion: z.nullable(z.string()),
  cancel_reason: z.nullable(z.string()),
});
export type StaffTournament = z.infer<typeof staffTournament>;

export const staffTournamentsResponse = z.object({ tournaments: z.array(staffTournament) });
export type StaffTournamentsResponse = z.infer<typeof staffTournamentsResponse>;

/**
 * One sign-up as staff see it. `status` is the engine's: registered (holds a slot), waitlisted
 * (queued by arrival), withdrawn, or dropped (a no-show: not checked in at the start). Doubles teams
 * have no waitlist: they are all registered, and check in like sign-ups.
 */
export const staffRegistration = z.object({
  id: z.string(),
  /** The account's Discord name. */
  player: z.string(),
  minecraft_username: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  registration_slot: z.nullable(z.number()),
  /** 1 for the first in line; null unless waitlisted. */
  waitlist_position: z.nullable(z.number()),
  checked_in: z.boolean(),
  /** The engine would take a check-in for this player now. */
  can_check_in: z.boolean(),
  signed_up_at: z.string(),
  /** A doubles team's six Pokémon as entered (species, item, moves) and its Tera choice; null in singles. */
  team: z.nullable(
    z.object({
      members: z.array(z.object({ species: z.string(), item: z.string(), moves: z.array(z.string()) })),
      tera_pokemon_slot: z.number(),
      tera_type: z.string(),
    }),
  ),
});
export type StaffRegistration = z.infer<typeof staffRegistration>;

/** GET /api/staff/tournaments/:slug/registrations, and the answer of each registration action. */
export const staffRegistrationsResponse = z.object({
  tournament: z.object({
    slug: z.string(),
    name: z.string(),
    format: z.enum(TOURNAMENT_FORMATS),
    status: z.enum(TOURNAMENT_STATUSES),
    cap: z.number(),
    starts_at: z.string(),
    check_in_opens_at: z.string(),
  }),
  registrations: z.array(staffRegistration),
});
export type StaffRegistrationsResponse = z.infer<typeof staffRegistrationsResponse>;

/** Everything the console's form edits, as stored: GET /api/staff/tournaments/:slug and each write's answer. */
export const staffTournamentSettings = z.object({
  slug: z.string(),
  name: z.string(),
  format: z.enum(TOURNAMENT_FORMATS),
  team_rules: z.enum(TEAM_RULE_PRESETS),
  status: z.enum(TOURNAMENT_STATUSES),
  cap: z.number(),
  waitlist: z.boolean(),
  registration_opens_at: z.nullable(z.string()),
  registration_closes_at: z.string(),
  starts_at: z.string(),
  check_in_minutes: z.number(),
  summary: z.string(),
  location: z.string(),
  rules: z.array(z.string()),
  rewards: z.array(z.object({ place: z.string(), prize: z.string() })),
  cancel_reason: z.nullable(z.string()),
  champion: z.nullable(z.string()),
});
export type StaffTournamentSettings = z.infer<typeof staffTournamentSettings>;

export const staffTournamentResponse = z.object({ tournament: staffTournamentSettings });
export type StaffTournamentResponse = z.infer<typeof staffTournamentResponse>;
