/**
 * The SQL statements a piece of work sends, for tests that count reads. Drizzle sends every
 * statement through its client's `query` (PGlite's, or the pg pool's), so watching that one method
 * sees them all on either database, outside transactions.
 */
import { vi } from 'vitest';
import type { Database } from '../db/client';

interface QueryClient {
  query(...args: unknown[]): unknown;
}

/** Each statement `work` sent, as its text and parameters (pg passes a config object). */
export async function statementsDuring(database: Database, work: () => Promise<unknown>): Promise<string[]> {
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  const statements: string[] = [];
  const original = client.query;
  const spy = vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
    const [text, params] = args;
    const sql = typeof text === 'string' ? text : (text as { text: string }).text;
    statements.push(`${sql} ${JSON.stringify(params ?? [])}`);
    return original.apply(client, args);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return statements;
}
