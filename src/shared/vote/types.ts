/** Wire shapes of the vote page (GET /api/vote); the bridge's report is in `party-report.ts`. */
import * as z from 'zod/mini';

/** A vote site's card; `rewards` is what a vote there earns, empty when the admins wrote nothing. */
export const voteSite = z.object({ name: z.string(), url: z.string(), rewards: z.string() });
export type VoteSite = z.infer<typeof voteSite>;

export const votePartyState = z.object({
  /** Votes counted towards the next party, as the game server last reported. */
  votes: z.number(),
  threshold: z.number(),
  last_party_at: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
});
export type VotePartyState = z.infer<typeof votePartyState>;

/** GET /api/vote */
export const votePageResponse = z.object({ sites: z.array(voteSite), party: votePartyState });
export type VotePageResponse = z.infer<typeof votePageResponse>;
