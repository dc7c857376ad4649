/**
 * GET /api/matches/:id: one match for its page, with the replay's log when the game server sent
 * one. The browser builds the turns from the log with the same reader the server checked it with.
 */
import * as z from 'zod/mini';
import { arenaMatch } from '../arena/types';

export const matchPage = z.object({
  match: arenaMatch,
  /** The Showdown protocol log; null for a match reported without one. */
  showdown_log: z.nullable(z.string()),
});
export type MatchPage = z.infer<typeof matchPage>;
