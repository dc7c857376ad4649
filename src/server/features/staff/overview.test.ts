import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSubmitResponse } from '../../../shared/forms/submissions';
import type { StaffDeliveriesResponse } from '../../../shared/shop/console/deliveries';
import type { StaffPurchasesResponse } from '../../../shared/shop/console/purchases';
import { OVERVIEW_SAMPLE, type StaffOverviewResponse } from '../../../shared/staff/overview';
import { validForms } from '../../../shared/test/form-fixtures';
import { deliveries, outboxMessages, purchases, tournamentRegistrations, tournaments } from '../../db/schema';
import { signedInAccount, uniqueSuffix } from '../../test/accounts';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const counts = (o: StaffOverviewResponse) =>
  Object.fromEntries(Object.entries(o).map(([key, line]) => [key, line.count]));

describe('the console overview', () => {
  it('is for staff only', async () => {
    expect((await app.browser().json('/api/staff/overview')).status).toBe(401);
    const player = await signedInAccount(app);
    expect((await player.browser.json('/api/staff/overview')).status).toBe(403);
  });

  it('counts each thing needing staff, with its newest or most urgent items', async () => {
    const staff = await signedInAccount(app, 'staff');
    const read = async () => {
      const res = await staff.browser.json<StaffOverviewResponse>('/api/staff/overview');
      expect(res.status).toBe(200);
      return res.body;
    };
    const before = counts(await read());
    const { db } = app.database;
    const suffix = uniqueSuffix();

    const player = await signedInAccount(app, 'player', true);
    const bug = await player.browser.post<FormSubmitResponse>('/api/forms/bug-reports', {
      ...validForms.bug,
      title: `Overview bug ${suffix}`,
    });
    expect(bug.status).toBe(201);
    await db.insert(deliveries).values([
      {
        idempotency_key: `dead-${suffix}`,
        player_uuid: randomUUID(),
        command: `say dead ${suffix}`,
        source: 'test',
        status: 'dead',
      },
      {
        idempotency_key: `retry-${suffix}`,
        player_uuid: randomUUID(),
        command: 'say retry',
        source: 'test',
        failed_attempts: 2,
      },
      // Neither failed nor dead: not counted.
      { idempotency_key: `fine-${suffix}`, player_uuid: randomUUID(), command: 'say fine', source: 'test' },
    ]);
    await db.insert(purchases).values({
      user_id: player.id,
      status: 'disputed',
      total_amount_cents: 500,
      minecraft_username: player.mc,
      player_uuid: randomUUID(),
    });
    const now = Date.now();
    const [cup] = await db
      .insert(tournaments)
      .values({
        slug: `overview-${suffix}`,
        name: `Overview Cup ${suffix}`,
        format: 'singles',
        status: 'closed',
        starts_at: new Date(now + 10 * 60_000),
        check_in_minutes: 30,
      })
      .returning();
    const registration = {
      tournament_id: cup!.id,
      discord_tag: 'tag',
      email: 'a@example.com',
      timezone: 'utc',
      checkin_agreement: true,
      rules_agreement: true,
      streaming_consent: false,
      status: 'registered' as const,
    };
    const other = await signedInAccount(app, 'player', true);
    await db.insert(tournamentRegistrations).values([
      { ...registration, user_id: player.id, minecraft_username: player.mc, registration_slot: 1 },
      // Checked in already: not due.
      {
        ...registration,
        user_id: other.id,
        minecraft_username: other.mc,
        registration_slot: 2,
        checked_in_at: new Date(),
      },
    ]);
    await db.insert(outboxMessages).values([
      { kind: 'dispute', subject_id: `dp_${suffix}`, payload: {}, status: 'failed', last_error: 'HTTP 404' },
      { kind: 'dispute', subject_id: `dp2_${suffix}`, payload: {}, status: 'pending' },
      // A player's DM or a role change Discord refused is not a staff notice: nothing for staff to do.
      { kind: 'discord_dm', subject_id: `dm_${suffix}`, payload: {}, status: 'failed', last_error: 'closed' },
      { kind: 'discord_role', subject_id: `rl_${suffix}`, payload: {}, status: 'failed', last_error: '403' },
    ]);

    const after = await read();
    expect(counts(after)).toEqual({
      submissions: before.submissions! + 1,
      deliveries: before.deliveries! + 2,
      disputes: before.disputes! + 1,
      check_ins: before.check_ins! + 1,
      notices: before.notices! + 1,
    });
    expect(after.check_ins.items.map((i) => i.label)).toContain(`${player.mc} in Overview Cup ${suffix}`);
    expect(after.deliveries.items.map((i) => i.label)).toContain(`Dead: say dead ${suffix}`);
    for (const line of Object.values(after)) expect(line.items.length).toBeLessThanOrEqual(3);
  });

  it('samples the top of the Deliveries tab and of the disputed purchases, rows of one instant included', async () => {
    // A database of its own: the sample is the newest of all.
    const fresh = await createTestApp();
    try {
      const staff = await signedInAccount(fresh, 'staff');
      const player = await signedInAccount(fresh, 'player', true);
      const { db } = fresh.database;
      const rows = Array.from({ length: OVERVIEW_SAMPLE + 2 }, (_, i) => i);
      await db.insert(deliveries).values(
        rows.map((i) => ({
          idempotency_key: `tied-${i}`,
          player_uuid: randomUUID(),
          command: `say tied ${i}`,
          source: 'test',
          status: 'dead' as const,
        })),
      );
      await db.insert(purchases).values(
        rows.map(() => ({
          user_id: player.id,
          status: 'disputed' as const,
          total_amount_cents: 500,
          minecraft_username: player.mc,
          player_uuid: randomUUID(),
        })),
      );
      // One instant for all, as the rows of one transaction have on PostgreSQL.
      const instant = new Date('2026-11-28T12:00:00Z');
      await db.update(deliveries).set({ created_at: instant });
      await db.update(purchases).set({ created_at: instant });

      const overview = (await staff.browser.json<StaffOverviewResponse>('/api/staff/overview')).body;
      const tab = (await staff.browser.json<StaffDeliveriesResponse>('/api/staff/deliveries')).body;
      expect(overview.deliveries.items.map((i) => i.id)).toEqual(
        tab.deliveries.slice(0, OVERVIEW_SAMPLE).map((d) => d.id),
      );
      const disputed = (
        await staff.browser.json<StaffPurchasesResponse>('/api/staff/purchases?status=disputed')
      ).body;
      expect(overview.disputes.items.map((i) => i.id)).toEqual(
        disputed.purchases.slice(0, OVERVIEW_SAMPLE).map((p) => p.id),
      );
    } finally {
      await fresh.close();
    }
  });
});
