/**
 * Bodies of the bracket's writes: a result recorded by staff (POST
 * /api/tournaments/:slug/matches/:round/:match/result) or reported by the game server (POST
 * /api/game/v1/tournament-matches/result, whose answer is here too: the bridge documents it).
 */
import { minecraftName } from '../bridge/api';
import { z } from '../zod';
import { GAMES_TO_WIN, MAX_BRACKET_PLAYERS, MIN_BRACKET_PLAYERS, ROUND } from './bracket';
import { MATCH_STATUSES, TOURNAMENT_FORMATS } from './constants';
import { SEEDING_MODES } from './seeding';

const games = z.number().int().min(0).max(GAMES_TO_WIN);

/** completed (the default) needs a winner; in_progress shows the games so far. */
const resultStatus = z.enum(['in_progress', 'completed']).default('completed');

export const matchResultRequest = z.object({
  games_won_p1: games,
  games_won_p2: games,
  /** The winner's registration id: player 1's or player 2's. */
  winner_id: z.uuid().nullable().optional(),
  status: resultStatus,
});

export const TOURNAMENT_SLUG = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a tournament slug like founders-cup-1');

export const bridgeMatchResultRequest = z
  .object({
    tournament_slug: TOURNAMENT_SLUG,
    round_number: z.number().int().min(ROUND.playIn).max(ROUND.grandFinal),
    match_number: z.number().int().min(1).max(MAX_BRACKET_PLAYERS),
    games_won_p1: games,
    games_won_p2: games,
    status: resultStatus,
    /** The winner by Minecraft name (either player's registered name, any letter case)… */
    winner_minecraft_name: minecraftName.optional(),
    /** …or by registration id. Give one of the two for a completed match, neither while in progress. */
    winner_registration_id: z.uuid().optional(),
  })
  .superRefine((body, ctx) => {
    const given =
      Number(body.winner_minecraft_name !== undefined) + Number(body.winner_registration_id !== undefined);
    if (body.status === 'completed' && given !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['winner_minecraft_name'],
        message: 'give the winner as winner_minecraft_name or winner_registration_id (one of the two)',
      });
    }
    if (body.status === 'in_progress' && given > 0) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'a match in progress has no winner yet' });
    }
  });

const seat = z.object({
  round_number: z.number().int(),
  match_number: z.number().int(),
  slot: z.union([z.literal(1), z.literal(2)]),
});

export const bridgeMatchResultResponse = z.object({
  tournament_slug: z.string(),
  round_number: z.number().int(),
  match_number: z.number().int(),
  match_status: z.enum(MATCH_STATUSES),
  games_won_p1: z.number().int(),
  games_won_p2: z.number().int(),
  winner_registration_id: z.uuid().nullable(),
  winner_minecraft_name: z.string().nullable(),
  /** Where the winner plays next: null while in progress and after the grand final. */
  next_match: seat.nullable(),
  /** Set once the grand final has a winner. */
  champion_minecraft_name: z.string().nullable(),
});

/** Demo mode's stand-in field (POST /api/tournaments/:slug/demo-field): how many checked-in players. */
export const demoFieldRequest = z.object({
  players: z.number().int().min(MIN_BRACKET_PLAYERS).max(MAX_BRACKET_PLAYERS),
  /** Doubles: the stand-ins enter doubles teams, so a doubles bracket can be tried out too. */
  format: z.enum(TOURNAMENT_FORMATS).default('singles'),
});

/** The draw (POST /api/tournaments/:slug/bracket): seeded by sign-up order (the default) or by ladder rating. */
export const drawRequest = z.object({
  seeding: z.enum(SEEDING_MODES).default('signup'),
});
