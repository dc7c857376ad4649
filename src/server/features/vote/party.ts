/** The vote party's progress: written by the game server through the bridge, read by the vote page. */
import { eq, sql } from 'drizzle-orm';
import type { VotePartyState } from '../../../shared/vote/types';
import { DEFAULT_VOTE_PARTY_GOAL } from '../../../shared/vote/vote-info';
import type { Deps } from '../../context';
import { voteParty } from '../../db/schema';

export async function readVoteParty(deps: Deps): Promise<VotePartyState> {
  const [row] = await deps.database.db.select().from(voteParty).where(eq(voteParty.id, 1));
  return {
    votes: row?.votes ?? 0,
    threshold: row?.goal ?? DEFAULT_VOTE_PARTY_GOAL,
    last_party_at: row?.last_party_at?.toISOString() ?? null,
    updated_at: row?.updated_at.toISOString() ?? null,
  };
}

/**
 * Stores the game server's count (it counts the votes; the site only shows them). A report that
 * changes nothing writes nothing, so a plugin reporting every few seconds does not wake every page.
 */
export async function reportVoteParty(
  deps: Deps,
  input: { votes: number; last_party_at?: string | null },
): Promise<VotePartyState> {
  const lastParty = input.last_party_at ? new Date(input.last_party_at) : null;
  const changes = {
    votes: input.votes,
    ...(input.last_party_at !== undefined && { last_party_at: lastParty }),
    updated_at: sql`now()`,
  };
  await deps.database.db
    .insert(voteParty)
    .values({ id: 1, votes: input.votes, last_party_at: lastParty })
    .onConflictDoUpdate({
      target: voteParty.id,
      set: changes,
      setWhere: sql`${voteParty.votes} is distinct from ${input.votes}${
        input.last_party_at !== undefined
          ? sql` or ${voteParty.last_party_at} is distinct from ${lastParty}`
          : sql``
      }`,
    });
  return readVoteParty(deps);
}
