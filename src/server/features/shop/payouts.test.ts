import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymLeaderLedger, gymLeaders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseDollars, recordPayout } from './payouts';

describe('parseDollars', () => {
  it('reads dollars into cents and refuses anything else', () => {
    expect(parseDollars('25')).toBe(2500);
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars('0.07')).toBe(7);
    expect(parseDollars('-3')).toBeNull();
    expect(parseDollars('1.005')).toBeNull();
    expect(parseDollars('ten')).toBeNull();
  });
});

describe('recordPayout', () => {
  let app: TestApp;
  let leaderId: string;
  const day = 86_400_000;
  beforeAll(async () => {
    app = await createTestApp();
    const [leader] = await app.database.db
      .insert(gymLeaders)
      .values({ display_name: 'Payee', element: 'fire' })
      .returning();
    leaderId = leader!.id;
    const now = Date.now();
    await app.database.db.insert(gymLeaderLedger).values([
      {
        gym_leader_id: leaderId,
        kind: 'earning',
        amount_cents: 1000,
        available_at: new Date(now - day),
        idempotency_key: 'a',
      },
      {
        gym_leader_id: leaderId,
        kind: 'earning',
        amount_cents: 500,
        available_at: new Date(now + day),
        idempotency_key: 'b',
      },
    ]);
  });
  afterAll(() => app?.close());

  it('pays out only what is past the refund window, by name or id', async () => {
    await expect(recordPayout(app.database.db, 'payee', 1001, new Date())).rejects.toThrow(
      /Only \$10.00 is available/,
    );
    const { totals } = await recordPayout(app.database.db, 'payee', 600, new Date());
    expect(totals).toMatchObject({
      earnings_to_date_cents: 1500,
      payouts_to_date_cents: 600,
      balance_cents: 900,
      pending_cents: 500,
      available_cents: 400,
    });
    await expect(recordPayout(app.database.db, leaderId, 401, new Date())).rejects.toThrow();
    await expect(recordPayout(app.database.db, 'Nobody', 1, new Date())).rejects.toThrow(/No gym leader/);
  });
});
