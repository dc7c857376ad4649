import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TOPICS } from '../../../shared/arena/types';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** Every trigger that announces live changes, with the arguments it passes (key column, topic). */
async function liveTriggers() {
  const result = await database.db.execute(sql`
    select t.tgname as name, c.relname as table_name,
      encode(t.tgargs, 'escape') as args
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where p.proname = 'live_notify' and not t.tgisinternal
    order by t.tgname`);
  const rows = (result as unknown as { rows: { name: string; table_name: string; args: string }[] }).rows;
  return rows.map((row) => ({ ...row, args: row.args.split('\\000').filter(Boolean) }));
}

describe('live triggers', () => {
  it('name a known topic each, and every topic has one', async () => {
    const triggers = await liveTriggers();
    expect(triggers.length).toBeGreaterThan(0);
    for (const trigger of triggers) {
      expect(trigger.args, `${trigger.name} on ${trigger.table_name}`).toHaveLength(2);
      expect(LIVE_TOPICS, `${trigger.name} announces an unknown topic`).toContain(trigger.args[1]);
    }
    const covered = new Set(triggers.map((t) => t.args[1]));
    for (const topic of LIVE_TOPICS) expect(covered.has(topic), `no trigger announces ${topic}`).toBe(true);
  });
});
