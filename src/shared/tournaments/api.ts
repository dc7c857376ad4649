/** Wire shapes of the tournament pages (GET /api/tournaments/…), checked by the contract test. */
import * as z from 'zod/mini';
import { REGISTRATION_STATUSES, TOURNAMENT_FORMATS, TOURNAMENT_STATUSES } from './constants';

const summaryFields = {
  slug: z.string(),
  name: z.string(),
  format: z.enum(TOURNAMENT_FORMATS),
  status: z.enum(TOURNAMENT_STATUSES),
  cap: z.number(),
  starts_at: z.string(),
  /** When sign-ups close: the registration close if set, else the start. */
  registration_closes_at: z.string(),
  check_in_opens_at: z.string(),
  /** When sign-ups open, if they open at a set time; null once open or with no time set. */
  registration_opens_at: z.nullable(z.string()),
  /** Taking sign-ups right now (open, after the opening and before the close). */
  registration_open: z.boolean(),
  registered: z.number(),
  waitlisted: z.number(),
};

export const tournamentDetails = z.object({
  ...summaryFields,
  summary: z.string(),
  location: z.string(),
  rules: z.array(z.string()),
  rewards: z.array(z.object({ place: z.string(), prize: z.string() })),
  schedule: z.array(z.object({ time: z.string(), label: z.string() })),
  /** A full field queues new sign-ups (true) or refuses them. */
  waitlist: z.boolean(),
  /** Why the tournament was called off (status cancelled), for everyone signed up. */
  cancel_reason: z.nullable(z.string()),
  /** The crowned champion's Minecraft name, or null. */
  champion: z.nullable(z.string()),
});
export type TournamentDetails = z.infer<typeof tournamentDetails>;

/** A registration as anyone may see it (spec: id, minecraft_username, registration_slot). */
export const publicRegistration = z.object({
  id: z.string(),
  minecraft_username: z.string(),
  registration_slot: z.number(),
});
export type PublicRegistration = z.infer<typeof publicRegistration>;

/** The caller's own registration. */
export const myRegistration = z.object({
  id: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  registration_slot: z.nullable(z.number()),
  /** 1 for the first in line; null unless waitlisted. */
  waitlist_position: z.nullable(z.number()),
  checked_in: z.boolean(),
  /** Check-in is possible now (window open, registered or waitlisted, not yet checked in). */
  can_check_in: z.boolean(),
});
export type MyRegistration = z.infer<typeof myRegistration>;

/** Signed up and still in: confirmed or waitlisted (a withdrawn or dropped player is not). */
export const holdsPlace = (me: MyRegistration | null): me is MyRegistration =>
  me?.status === 'registered' || me?.status === 'waitlisted';

/** GET /api/tournaments/:slug */
export const tournamentPageResponse = z.object({
  tournament: tournamentDetails,
  registrations: z.array(publicRegistration),
  me: z.nullable(myRegistration),
});
export type TournamentPageResponse = z.infer<typeof tournamentPageResponse>;

/** POST/DELETE /api/tournaments/:slug/registration and POST …/check-in */
export const registrationResult = z.object({ registration: myRegistration });
export type RegistrationResult = z.infer<typeof registrationResult>;

/** GET /api/tournaments/next: the tournament the home page counts down to, or null. */
export const nextTournamentResponse = z.object({
  tournament: z.nullable(z.object({ ...summaryFields, path: z.string() })),
});
export type NextTournamentResponse = z.infer<typeof nextTournamentResponse>;
