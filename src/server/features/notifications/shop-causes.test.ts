/**
 * The shop's causes notify their buyer once: a purchase delivered in game (however many of its
 * commands the game server acknowledges, again or at once) and a refund (its event replayed or
 * arriving twice at once).
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationKind } from '../../../shared/notifications/kinds';
import { notifications, players } from '../../db/schema';
import {
  buyer,
  checkout,
  completedEvent,
  deliveriesOf,
  KEYS_3,
  refundEvent,
  sendEvent,
  setUpShopApp,
  shop,
} from '../../test/shop-kit';
import { createGameServer } from '../bridge';

setUpShopApp();

let gameToken: string;
beforeAll(async () => {
  gameToken = (await createGameServer(shop.app.database.db, `notices-${Date.now()}`)).token;
});

async function paidPurchase(name: string) {
  const browser = await buyer(name);
  const { purchase, session } = await checkout(browser, name, [KEYS_3]);
  expect((await sendEvent(completedEvent(session.id, purchase.id))).status).toBe(200);
  const [player] = await shop.app.database.db.select().from(players).where(eq(players.username, name));
  return { purchase, userId: player!.auth_user_id! };
}

const noticesOf = (userId: string, kind: NotificationKind) =>
  shop.app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.kind, kind)));

const ack = (id: string) =>
  shop.app.rawRequest(`/api/game/v1/deliveries/${id}/ack`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gameToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'delivered' }),
  });

describe("the shop's notices", () => {
  it('a purchase delivered in game: one, however many commands are acknowledged, again or at once', async () => {
    const { purchase, userId } = await paidPurchase('DeliveredOnce');
    const grants = (await deliveriesOf(purchase.id)).filter((d) => d.source.startsWith('shop:grant:'));
    expect(grants.length).toBeGreaterThan(0);
    // The buyer is online, so the game server is handed every command of the purchase.
    const online = grants[0]!.player_uuid;
    const leased = await shop.app.rawRequest(`/api/game/v1/deliveries?limit=100&online=${online}`, {
      headers: { authorization: `Bearer ${gameToken}` },
    });
    expect(leased.status).toBe(200);
    // Every command of the purchase acknowledged twice at once, then once more.
    const answers = await Promise.all(grants.flatMap((g) => [ack(g.id), ack(g.id)]));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await ack(grants[0]!.id);
    const notices = await noticesOf(userId, 'purchase_delivered');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      cause_id: `delivered:${purchase.id}`,
      title: 'Your purchase was delivered in game',
    });
  });

  it('a refund: one, when its event arrives twice at once and is replayed', async () => {
    const { purchase, userId } = await paidPurchase('RefundedOnce');
    const pi = `pi_${purchase.id.slice(0, 8)}`;
    const refund = refundEvent(pi, purchase.total_amount_cents, purchase.total_amount_cents);
    const again = refundEvent(pi, purchase.total_amount_cents, purchase.total_amount_cents);
    const answers = await Promise.all([sendEvent(refund), sendEvent(again)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await sendEvent(refund)).status).toBe(200);
    const notices = await noticesOf(userId, 'refund');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ cause_id: `refund:${purchase.id}`, link: '/purchase-history' });
  });
});
