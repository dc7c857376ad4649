/** The game server's vote-party report (POST /api/game/v1/vote-party) and its answer. */
import { z } from '../zod';

/** POST /api/game/v1/vote-party: the game server's running count, and the time of the last party. */
export const votePartyReport = z.object({
  votes: z.number().int().min(0).max(1_000_000),
  last_party_at: z.iso.datetime({ offset: true }).nullable().optional(),
});

export const votePartyReportResponse = z.object({
  votes: z.number().int(),
  threshold: z.number().int(),
  last_party_at: z.string().nullable(),
});
