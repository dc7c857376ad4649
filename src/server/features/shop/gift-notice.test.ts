/** A gift's recipient is told once, however often and however concurrently its payment arrives. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, players, purchases } from '../../db/schema';
import {
  buyer,
  checkoutBody,
  completedEvent,
  KEYS_3,
  purchaseRow,
  refundEvent,
  sendEvent,
  setUpShopApp,
  shop,
} from '../../test/shop-kit';

setUpShopApp();

async function giftFrom(senderName: string, recipientName: string, message?: string) {
  const sender = await buyer(senderName);
  const res = await sender.post('/api/shop/checkout', {
    ...(await checkoutBody(sender, senderName, [KEYS_3])),
    gift: { recipientName, confirmUnknownName: true, ...(message ? { message } : {}) },
  });
  expect(res.status).toBe(200);
  const [row] = await shop.app.database.db
    .select()
    .from(purchases)
    .where(eq(purchases.payment_session_id, shop.fake.sessions.at(-1)!.id));
  return row!;
}

const userIdOf = async (name: string) => {
  const [player] = await shop.app.database.db.select().from(players).where(eq(players.username, name));
  return player!.auth_user_id!;
};

const giftNotices = (userId: string) =>
  shop.app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.kind, 'gift_received')));

describe('a gift received', () => {
  it('notifies the recipient once when the same payment event comes twice, and two at once', async () => {
    await buyer('NoticeFriend');
    const purchase = await giftFrom('NoticeSender', 'NoticeFriend', 'Have fun');
    const row = await purchaseRow(purchase.id);
    const paid = completedEvent(row.payment_session_id!, purchase.id);
    // Two different deliveries of the same payment, both at once, then the first one replayed.
    const results = await Promise.all([
      sendEvent(paid),
      sendEvent(completedEvent(row.payment_session_id!, purchase.id)),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await sendEvent(paid)).status).toBe(200);

    const friendId = await userIdOf('NoticeFriend');
    const notices = await giftNotices(friendId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      cause_id: `gift:${purchase.id}`,
      title: 'NoticeSender sent you a gift',
      link: '/purchase-history',
    });
    expect(notices[0]!.body).toContain('3 Cosmetic Keys');
    expect(notices[0]!.body).toContain('Have fun');
    // The buyer is not told they received anything.
    expect(await giftNotices(await userIdOf('NoticeSender'))).toHaveLength(0);

    // A refund takes the gift back without a second "gift received".
    const refund = refundEvent(
      `pi_${purchase.id.slice(0, 8)}`,
      row.total_amount_cents,
      row.total_amount_cents,
    );
    expect((await sendEvent(refund)).status).toBe(200);
    expect(await giftNotices(friendId)).toHaveLength(1);
  });

  it('tells no one when the recipient has no account yet', async () => {
    const purchase = await giftFrom('LonelySender', 'NoAccount_42');
    const row = await purchaseRow(purchase.id);
    expect((await sendEvent(completedEvent(row.payment_session_id!, purchase.id))).status).toBe(200);
    const all = await shop.app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.cause_id, `gift:${purchase.id}`));
    expect(all).toHaveLength(0);
  });
});
