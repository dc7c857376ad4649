import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import type { Database } from './client';

const source = inject('testDatabase');

describe.runIf(source.kind === 'postgres')("PostgreSQL's pool", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const connections = async () => {
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
    )) as unknown as { rows: { n: number }[] };
    return rows[0]!.n;
  };

  it('opens all its connections when warmed up, before any burst needs them', async () => {
    // The test database's pool holds five (test/database.ts); one statement opens one.
    expect(await connections()).toBe(1);
    await database.warmUp();
    expect(await connections()).toBe(5);
  });
});
