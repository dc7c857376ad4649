/** Wire shape of the bracket page (GET /api/tournaments/:slug/bracket), checked by the contract test. */
import * as z from 'zod/mini';
import { publicRegistration } from './api';
import { MATCH_STATUSES, TOURNAMENT_STATUSES } from './constants';
import { SEEDING_MODES } from './seeding';

/** One match as the spec's tournament_bracket_matches row; players and winner are registration ids. */
export const bracketMatchView = z.object({
  id: z.string(),
  round_number: z.number(),
  match_number: z.number(),
  match_status: z.enum(MATCH_STATUSES),
  games_won_p1: z.number(),
  games_won_p2: z.number(),
  is_bye: z.boolean(),
  player1_id: z.nullable(z.string()),
  player2_id: z.nullable(z.string()),
  winner_id: z.nullable(z.string()),
});
export type BracketMatchView = z.infer<typeof bracketMatchView>;

/** A drawn player's seed (1 first) and ladder rating when the bracket was drawn (null: unrated). */
export const bracketSeed = z.object({
  registration_id: z.string(),
  seed: z.number(),
  rating: z.nullable(z.number()),
});
export type BracketSeed = z.infer<typeof bracketSeed>;

/**
 * GET /api/tournaments/:slug/bracket, and the answer of the staff writes (generate, record a
 * result): the tournament, its confirmed players in slot order, the seeds and ratings kept from the
 * draw, and the matches by round then match.
 */
export const bracketResponse = z.object({
  tournament: z.object({
    slug: z.string(),
    name: z.string(),
    cap: z.number(),
    starts_at: z.string(),
    status: z.enum(TOURNAMENT_STATUSES),
    /** How the bracket was seeded; null until it is drawn. */
    seeding: z.nullable(z.enum(SEEDING_MODES)),
  }),
  registrations: z.array(publicRegistration),
  /** The drawn players by seed; empty until the draw. */
  seeds: z.array(bracketSeed),
  matches: z.array(bracketMatchView),
});
export type BracketResponse = z.infer<typeof bracketResponse>;
