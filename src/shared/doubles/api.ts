/** Wire shapes of /api/doubles (GET tournament, GET/POST/PUT registration), checked by the contract test. */
import * as z from 'zod/mini';
import { TOURNAMENT_STATUSES } from '../tournaments/constants';

/** What the page shows of the tournament itself. */
export const doublesTournament = z.object({
  name: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  starts_at: z.string(),
  /** When sign-ups close: the registration close if set, else the start. */
  registration_closes_at: z.string(),
  check_in_opens_at: z.string(),
  /** When sign-ups open, while they are still to open at a set time; else null. */
  registration_opens_at: z.nullable(z.string()),
  /** Taking sign-ups and team changes right now (open, after the opening and before the close). */
  registration_open: z.boolean(),
  cap: z.number(),
  registered: z.number(),
  /** Why staff called the tournament off, while it is cancelled; else null. */
  cancel_reason: z.nullable(z.string()),
});
export type DoublesTournament = z.infer<typeof doublesTournament>;

export const doublesTeamMember = z.object({
  species: z.string(),
  item: z.string(),
  moves: z.array(z.string()),
});

/** The caller's own registration: everything the form holds, to show it and edit it. */
export const doublesRegistration = z.object({
  id: z.string(),
  minecraft_username: z.string(),
  discord_tag: z.string(),
  email: z.string(),
  timezone: z.string(),
  team: z.array(doublesTeamMember),
  tera_pokemon_slot: z.number(),
  tera_type: z.string(),
  rules_agreement: z.boolean(),
  checkin_agreement: z.boolean(),
  privacy_agreement: z.boolean(),
  /** Checked in for the start (POST /api/tournaments/:slug/check-in, as the cup's players do). */
  checked_in: z.boolean(),
  /** The check-in window is open and the team has not checked in yet. */
  can_check_in: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DoublesRegistration = z.infer<typeof doublesRegistration>;

/** GET /api/doubles/tournament (anyone) */
export const doublesTournamentResponse = z.object({ tournament: doublesTournament });
export type DoublesTournamentResponse = z.infer<typeof doublesTournamentResponse>;

/** GET, POST and PUT /api/doubles/registration (signed in): the tournament and the caller's team, or null. */
export const doublesRegistrationResponse = z.object({
  tournament: doublesTournament,
  registration: z.nullable(doublesRegistration),
});
export type DoublesRegistrationResponse = z.infer<typeof doublesRegistrationResponse>;
