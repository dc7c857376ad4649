import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveriesResponse } from '../../../../shared/bridge/api';
import { staffDeliveriesResponse, staffDeliveryResponse } from '../../../../shared/shop/console/deliveries';
import { deliveries, staffAuditLog, users } from '../../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { createSession } from '../../auth';
import { createGameServer, queueDelivery } from '../../bridge';

let app: TestApp & TestBrowser;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = (await createGameServer(app.database.db, 'staff-delivery-test')).token;
});
afterAll(() => app?.close());

let counter = 0;
const uuid = () => `00000000-0000-4000-a000-${String(++counter).padStart(12, '0')}`;

async function account(role: 'staff' | 'admin') {
  const name = `${role}_dq_${Date.now().toString(36)}${(counter++).toString(36)}`;
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const { token: session } = await createSession(app.deps, user!.id);
  const browser = app.browser();
  browser.cookies.set('session', session);
  return browser;
}

const bridge = (path: string, init: RequestInit = {}) =>
  app.rawRequest(`/api/game/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });

async function lease(online: string[] = []) {
  const res = await bridge(`/deliveries?limit=50&online=${online.join(',')}`);
  expect(res.status).toBe(200);
  return deliveriesResponse.parse(await res.json()).deliveries;
}

const ack = (id: string, status: string, error?: string) =>
  bridge(`/deliveries/${id}/ack`, { method: 'POST', body: JSON.stringify({ status, error }) });

/** Fails a delivery until the bridge gives it up (back-off skipped by making it due each time). */
async function failUntilDead(id: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [row] = await app.database.db.select().from(deliveries).where(eq(deliveries.id, id));
    if (row!.status === 'dead') return;
    await app.database.db
      .update(deliveries)
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where(eq(deliveries.id, id));
    const leased = await lease();
    expect(leased.map((d) => d.id)).toContain(id);
    expect((await ack(id, 'failed', 'Unknown command')).status).toBe(200);
  }
  throw new Error('never died');
}

const queue = (player: string, tag: string, sequence?: { key: string; step: number }) =>
  queueDelivery(app.database.db, {
    idempotencyKey: `staff-test-${tag}`,
    playerUuid: player,
    command: `lp user ${player} ${tag}`,
    requireOnline: false,
    source: `test:${tag}`,
    sequence,
  });

const auditOf = (id: string) =>
  app.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.target_id, id))
    .orderBy(staffAuditLog.id);

describe('staff deliveries', () => {
  it('lists a dead delivery; retry makes it leasable again, audited', async () => {
    const staff = await account('staff');
    const player = uuid();
    const { id } = await queue(player, 'dead-one');
    await failUntilDead(id);
    const list = await staff.json('/api/staff/deliveries');
    expect(list.status).toBe(200);
    const listed = staffDeliveriesResponse.parse(list.body).deliveries.find((d) => d.id === id);
    expect(listed).toMatchObject({ status: 'dead', failed_attempts: 5, last_error: 'Unknown command' });
    const dead = staffDeliveriesResponse.parse((await staff.json('/api/staff/deliveries?state=dead')).body);
    expect(dead.deliveries.map((d) => d.id)).toContain(id);
    const bad = await staff.json('/api/staff/deliveries?state=gone');
    expect(bad.status).toBe(400);

    const retried = await staff.post(`/api/staff/deliveries/${id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(staffDeliveryResponse.parse(retried.body).delivery).toMatchObject({
      status: 'pending',
      failed_attempts: 0,
    });
    expect((await lease()).map((d) => d.id)).toContain(id);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'delivery.retry',
      target_type: 'delivery',
      // Read by its command and player (no linked name here: the uuid), with what changed.
      before: { command: `lp user ${player} dead-one`, player, status: 'dead', failed_attempts: 5 },
      after: { command: `lp user ${player} dead-one`, player, status: 'pending', failed_attempts: 0 },
    });
    // Leased now: not retryable.
    expect((await staff.post(`/api/staff/deliveries/${id}/retry`, {})).status).toBe(409);
    expect((await staff.post(`/api/staff/deliveries/${uuid()}/retry`, {})).status).toBe(404);
  });

  it('a retried step waits for an earlier unfinished step and holds the later ones behind it', async () => {
    const staff = await account('staff');
    const player = uuid();
    const key = `purchase-${player}`;
    const first = await queue(player, 'seq-1', { key, step: 1 });
    await failUntilDead(first.id);
    // Step 2 queued after step 1 died; it waits in back-off, not handed out yet.
    const second = await queue(player, 'seq-2', { key, step: 2 });
    await app.database.db
      .update(deliveries)
      .set({ next_attempt_at: new Date(Date.now() + 60_000) })
      .where(eq(deliveries.id, second.id));
    const zeroth = await queue(player, 'seq-0', { key, step: 0 });
    // An earlier step is pending: the retried step 1 is not handed out before it.
    expect((await staff.post(`/api/staff/deliveries/${first.id}/retry`, {})).status).toBe(200);
    let ids = (await lease()).map((d) => d.id);
    expect(ids).toContain(zeroth.id);
    expect(ids).not.toContain(first.id);
    expect((await ack(zeroth.id, 'delivered')).status).toBe(200);
    // Step 2 is due now, but step 1 comes first.
    await app.database.db
      .update(deliveries)
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where(eq(deliveries.id, second.id));
    ids = (await lease()).map((d) => d.id);
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(second.id);
    expect((await ack(first.id, 'delivered')).status).toBe(200);
    expect((await lease()).map((d) => d.id)).toContain(second.id);
  });

  it('refuses to retry a step once a later one was delivered (it would run out of order)', async () => {
    const staff = await account('staff');
    const player = uuid();
    const key = `purchase-${player}`;
    const grant = await queue(player, 'grant', { key, step: 1 });
    await failUntilDead(grant.id);
    const takeBack = await queue(player, 'take-back', { key, step: 2 });
    expect((await lease()).map((d) => d.id)).toContain(takeBack.id);
    expect((await ack(takeBack.id, 'delivered')).status).toBe(200);
    const res = await staff.post<{ error: { code: string } }>(`/api/staff/deliveries/${grant.id}/retry`, {});
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('out_of_order');
    expect(await auditOf(grant.id)).toHaveLength(0);
  });

  it('a cancelled delivery is never handed out, and later steps follow it', async () => {
    const staff = await account('staff');
    const player = uuid();
    const key = `purchase-${player}`;
    const first = await queue(player, 'cancel-1', { key, step: 1 });
    const second = await queue(player, 'cancel-2', { key, step: 2 });
    const res = await staff.post(`/api/staff/deliveries/${first.id}/cancel`, {});
    expect(res.status).toBe(200);
    expect(staffDeliveryResponse.parse(res.body).delivery).toMatchObject({ status: 'dead' });
    const ids = (await lease()).map((d) => d.id);
    expect(ids).not.toContain(first.id);
    expect(ids).toContain(second.id);
    expect((await lease()).map((d) => d.id)).not.toContain(first.id);
    const [audit] = await auditOf(first.id);
    expect(audit).toMatchObject({ action: 'delivery.cancel', target_type: 'delivery' });
    // Leased and delivered deliveries cannot be cancelled.
    expect((await staff.post(`/api/staff/deliveries/${second.id}/cancel`, {})).status).toBe(409);
    await ack(second.id, 'delivered');
    expect((await staff.post(`/api/staff/deliveries/${second.id}/cancel`, {})).status).toBe(409);
    expect((await staff.post(`/api/staff/deliveries/${first.id}/cancel`, {})).status).toBe(409);
  });
});
