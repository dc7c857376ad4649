/**
 * One instance at a time for a background round (the retention sweep, the ban expiry sweep, the
 * role reconciliation): the round's transaction first tries a transaction-scoped advisory lock,
 * and an instance that does not get it leaves this round to the one that did. The lock ends with
 * the transaction, so a crashed instance never keeps it.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Takes the lock `key` for the rest of `tx`, or answers false when another transaction holds it.
 * pg_try_advisory_xact_lock's key space is shared by the whole database: each round has its own number.
 */
export async function tryTransactionLock(tx: Db | Tx, key: number): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${key}) as locked`,
  );
  const rows = rowsOf<{ locked: boolean }>(result);
  return rows[0]?.locked === true;
}
