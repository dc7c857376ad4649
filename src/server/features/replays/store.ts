/** Keeps a match's checked Showdown log, in the transaction that records the match. */
import type { Tx } from '../../db/client';
import { matchReplays } from '../../db/schema';

/** The first log stored for a match stays: a repeated report (a retry) changes nothing. */
export async function storeReplay(tx: Tx, matchId: string, log: string) {
  await tx.insert(matchReplays).values({ match_id: matchId, log }).onConflictDoNothing();
}
