import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeliveryItem, deliveriesResponse, deliveryAckResponse } from '../../../shared/bridge/api';
import { deliveries } from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { queueDelivery } from './deliveries';
import { createGameServer } from './game-servers';

let app: TestApp & TestBrowser;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  app = await createTestApp({ DELIVERY_LEASE_SECONDS: '30' });
  tokenA = (await createGameServer(app.database.db, 'server-a')).token;
  tokenB = (await createGameServer(app.database.db, 'server-b')).token;
});
afterAll(() => app?.close());

let counter = 0;
const uuid = () => `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`;

const lease = async (token: string, online: string[] = [], limit = 50) => {
  const res = await app.rawRequest(`/api/game/v1/deliveries?limit=${limit}&online=${online.join(',')}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  // Answers match the schema the OpenAPI document is generated from.
  return deliveriesResponse.parse(await res.json()).deliveries;
};

const ack = async (token: string, id: string, status: string, error?: string) => {
  const res = await app.rawRequest(`/api/game/v1/deliveries/${id}/ack`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status, error }),
  });
  const body = (await res.json()) as { status: string; applied: boolean };
  if (res.status === 200) expect(deliveryAckResponse.safeParse(body).success).toBe(true);
  return { status: res.status, body };
};

const queue = (player: string, requireOnline: boolean, key = `k-${player}-${requireOnline}`) =>
  queueDelivery(app.database.db, {
    idempotencyKey: key,
    playerUuid: player,
    command: `give ${player} diamond 1`,
    requireOnline,
    source: 'test',
  });

const expireLease = (id: string) =>
  app.database.db
    .update(deliveries)
    .set({ lease_expires_at: new Date(Date.now() - 1000) })
    .where(eq(deliveries.id, id));

const mine = (items: DeliveryItem[], ids: string[]) => items.filter((d) => ids.includes(d.id));

describe('delivery queue', () => {
  it('queues once per idempotency key', async () => {
    const player = uuid();
    const first = await queue(player, false, 'same-key');
    const again = await queue(player, false, 'same-key');
    expect(again).toEqual({ id: first.id, created: false });
    expect(first.created).toBe(true);
  });

  it('hands online-only commands out only for players reported online', async () => {
    const offline = uuid();
    const online = uuid();
    const a = await queue(offline, true);
    const b = await queue(online, true);
    const c = await queue(offline, false);
    const got = mine(await lease(tokenA, [online]), [a.id, b.id, c.id]).map((d) => d.id);
    expect(got.sort()).toEqual([b.id, c.id].sort());
  });

  it('never hands one delivery to two servers at once, even when they ask together', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => queue(uuid(), false)));
    const wanted = ids.map((i) => i.id);
    const [fromA, fromB] = await Promise.all([lease(tokenA), lease(tokenB)]);
    const a = mine(fromA, wanted).map((d) => d.id);
    const b = mine(fromB, wanted).map((d) => d.id);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    expect(new Set([...a, ...b]).size).toBe(20);
  });

  it('hands an unacknowledged delivery out again after its lease, with the same id', async () => {
    const { id } = await queue(uuid(), false);
    const first = mine(await lease(tokenA), [id]);
    expect(first).toHaveLength(1);
    expect(mine(await lease(tokenB), [id])).toHaveLength(0);
    await expireLease(id);
    const second = mine(await lease(tokenB), [id]);
    expect(second.map((d) => d.id)).toEqual([id]);
  });

  it('never hands out a delivered one again, and a repeated ack changes nothing', async () => {
    const { id } = await queue(uuid(), false);
    await lease(tokenA);
    expect((await ack(tokenA, id, 'delivered')).body).toEqual({ id, status: 'delivered', applied: true });
    expect((await ack(tokenA, id, 'delivered')).body).toEqual({ id, status: 'delivered', applied: false });
    await expireLease(id);
    expect(mine(await lease(tokenB), [id])).toHaveLength(0);
  });

  it('takes an acknowledgement only from the server the delivery is leased to', async () => {
    const { id } = await queue(uuid(), false);
    expect((await ack(tokenA, id, 'delivered')).status).toBe(409);
    await lease(tokenA);
    await expireLease(id);
    await lease(tokenB);
    expect((await ack(tokenA, id, 'failed', 'late')).status).toBe(409);
    expect((await ack(tokenA, id, 'delivered')).status).toBe(409);
    expect((await ack(tokenB, id, 'delivered')).body).toMatchObject({ status: 'delivered', applied: true });
  });

  it('accepts "delivered" after the lease ran out, while no other server holds it', async () => {
    const { id } = await queue(uuid(), false);
    await lease(tokenA);
    await expireLease(id);
    expect((await ack(tokenA, id, 'delivered')).body).toMatchObject({ status: 'delivered', applied: true });
    expect((await ack(tokenA, id, 'delivered')).body).toMatchObject({ status: 'delivered', applied: false });
  });

  it('never marks a delivery that was not handed out as delivered', async () => {
    const { id } = await queue(uuid(), false);
    expect((await ack(tokenB, id, 'delivered')).status).toBe(409);
    const [row] = await app.database.db.select().from(deliveries).where(eq(deliveries.id, id));
    expect(row).toMatchObject({ status: 'pending', hand_outs: 0 });
  });

  it('hands out a sequence in step order: a later step waits for every earlier one to finish', async () => {
    const player = uuid();
    const key = `order-${player}`;
    const step = (n: number, requireOnline: boolean, suffix = '') =>
      queueDelivery(app.database.db, {
        idempotencyKey: `${key}:${n}${suffix}`,
        playerUuid: player,
        command: `step ${n}${suffix}`,
        requireOnline,
        source: 'test',
        sequence: { key, step: n },
      });
    const grantA = await step(1, true, 'a');
    const grantB = await step(1, false, 'b');
    const takeBack = await step(2, false);
    // The buyer is offline: the online-only grant waits, and so does the take-back behind it,
    // while the server-wide command of the same step goes out.
    const ids = [grantA.id, grantB.id, takeBack.id];
    expect(mine(await lease(tokenA, []), ids).map((d) => d.id)).toEqual([grantB.id]);
    await ack(tokenA, grantB.id, 'delivered');
    expect(mine(await lease(tokenA, []), ids)).toHaveLength(0);
    expect(mine(await lease(tokenA, [player]), ids).map((d) => d.id)).toEqual([grantA.id]);
    expect(mine(await lease(tokenA, [player]), [takeBack.id])).toHaveLength(0);
    // An expired lease of an earlier step still holds the later one back.
    await expireLease(grantA.id);
    expect(mine(await lease(tokenB, [player]), [grantA.id, takeBack.id]).map((d) => d.id)).toEqual([
      grantA.id,
    ]);
    await ack(tokenB, grantA.id, 'delivered');
    expect(mine(await lease(tokenB, [player]), [takeBack.id])).toHaveLength(1);
  });

  it('lets a sequence go on past a step that ended dead', async () => {
    const player = uuid();
    const key = `dead-${player}`;
    const first = await queueDelivery(app.database.db, {
      idempotencyKey: `${key}:1`,
      playerUuid: player,
      command: 'first',
      requireOnline: false,
      source: 'test',
      sequence: { key, step: 1 },
    });
    const second = await queueDelivery(app.database.db, {
      idempotencyKey: `${key}:2`,
      playerUuid: player,
      command: 'second',
      requireOnline: false,
      source: 'test',
      sequence: { key, step: 2 },
    });
    expect(mine(await lease(tokenA), [first.id, second.id]).map((d) => d.id)).toEqual([first.id]);
    await app.database.db.update(deliveries).set({ status: 'dead' }).where(eq(deliveries.id, first.id));
    expect(mine(await lease(tokenA), [second.id]).map((d) => d.id)).toEqual([second.id]);
  });

  it('defers without counting a failure', async () => {
    const player = uuid();
    const { id } = await queue(player, true);
    await lease(tokenA, [player]);
    expect((await ack(tokenA, id, 'deferred')).body).toMatchObject({ status: 'pending', applied: true });
    const [row] = await app.database.db.select().from(deliveries).where(eq(deliveries.id, id));
    expect(row!.failed_attempts).toBe(0);
    expect(mine(await lease(tokenA, []), [id])).toHaveLength(0);
    expect(mine(await lease(tokenA, [player]), [id])).toHaveLength(1);
  });

  it('backs off after failures and ends dead for staff after the last retry', async () => {
    const { id } = await queue(uuid(), false);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await app.database.db
        .update(deliveries)
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .where(eq(deliveries.id, id));
      const got = mine(await lease(tokenA), [id]);
      expect(got).toHaveLength(1);
      expect(got[0]!.attempt).toBe(attempt);
      const result = await ack(tokenA, id, 'failed', `boom ${attempt}`);
      const [row] = await app.database.db.select().from(deliveries).where(eq(deliveries.id, id));
      if (attempt < 5) {
        expect(result.body.status).toBe('pending');
        delays.push(Math.round((row!.next_attempt_at.getTime() - Date.now()) / 1000));
      } else {
        expect(result.body.status).toBe('dead');
        expect(row!.last_error).toBe('boom 5');
      }
    }
    expect(delays.map((d) => Math.round(d / 10) * 10)).toEqual([30, 120, 600, 3600]);
    await app.database.db
      .update(deliveries)
      .set({ next_attempt_at: new Date(0) })
      .where(eq(deliveries.id, id));
    expect(mine(await lease(tokenA), [id])).toHaveLength(0);
  });

  it('answers unknown ids with 404 and bad input with 400', async () => {
    // A malformed id names no delivery either: the same answer, code included.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await ack(tokenA, id, 'delivered');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ error: { code: 'unknown_delivery' } });
    }
    const { id } = await queue(uuid(), false);
    expect((await ack(tokenA, id, 'exploded')).status).toBe(400);
    const bad = await app.rawRequest('/api/game/v1/deliveries?limit=1000', {
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(bad.status).toBe(400);
  });
});
