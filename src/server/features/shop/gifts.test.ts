import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GIFT_MESSAGE_MAX, type GiftRecipientResponse } from '../../../shared/shop/gift-rules';
import type { PurchasesResponse } from '../../../shared/shop/purchases';
import { players, purchases } from '../../db/schema';
import {
  buyer,
  checkoutBody,
  completedEvent,
  deliveriesOf,
  disputeEvent,
  KEYS_3,
  type Line,
  ledgerOf,
  purchaseRow,
  refundEvent,
  sendEvent,
  setUpShopApp,
  shop,
} from '../../test/shop-kit';
import type { TestBrowser } from '../../test/test-app';
import { offlinePlayerUuid } from './gifts';

setUpShopApp();

const TOKENS: Line = { quantity: 2, price_id: 'price_gym_tokens_3' };
const PLAN: Line = { quantity: 1, price_id: 'price_rank_ace_monthly' };

async function giftCheckout(
  from: TestBrowser,
  fromName: string,
  gift: Record<string, unknown>,
  lines: Line[] = [TOKENS],
) {
  return from.post<{ url: string; error?: { code: string; fields?: Record<string, string[]> } }>(
    '/api/shop/checkout',
    { ...(await checkoutBody(from, fromName, lines)), gift },
  );
}

/**
 * The purchase the last checkout made, found by its session: two purchases of one buyer can share
 * an instant, so the newest by time may be the one before.
 */
async function lastCheckoutPurchase() {
  const session = shop.fake.sessions.at(-1)!;
  const [row] = await shop.app.database.db
    .select()
    .from(purchases)
    .where(eq(purchases.payment_session_id, session.id));
  return row!;
}

async function payFor(purchaseId: string) {
  const row = await purchaseRow(purchaseId);
  expect((await sendEvent(completedEvent(row.payment_session_id!, purchaseId))).status).toBe(200);
  return `pi_${purchaseId.slice(0, 8)}`;
}

describe('gifts', () => {
  it('looks a recipient up: a linked player, a player met in game, a name never seen', async () => {
    const asker = await buyer('GiftAsker');
    await buyer('LinkedFriend');
    await shop.app.database.db.insert(players).values({
      username: 'LadderOnly',
      uuid: '00000000-0000-4000-8000-000000000900',
      mc_username: 'LadderOnly',
    });
    const look = (name: string) => asker.json<GiftRecipientResponse>(`/api/shop/gift-recipient?name=${name}`);
    expect((await look('linkedfriend')).body).toEqual({ name: 'LinkedFriend', known: true, linked: true });
    expect((await look('LadderOnly')).body).toEqual({ name: 'LadderOnly', known: true, linked: false });
    expect((await look('Nobody_Here')).body).toEqual({ name: 'Nobody_Here', known: false, linked: false });
    expect((await look('no')).status).toBe(400);
    expect((await shop.app.browser().json('/api/shop/gift-recipient?name=LinkedFriend')).status).toBe(401);
  });

  it('delivers a gift of one-time items to the recipient and shows it to both sides', async () => {
    const sender = await buyer('GiftSender');
    const friend = await buyer('GiftFriend');
    const stranger = await buyer('GiftStranger');
    const res = await giftCheckout(
      sender,
      'GiftSender',
      { recipientName: 'giftfriend', message: '  GG!  ' },
      [TOKENS, KEYS_3],
    );
    expect(res.status).toBe(200);
    const purchase = await lastCheckoutPurchase();
    const [friendPlayer] = await shop.app.database.db
      .select()
      .from(players)
      .where(eq(players.username, 'GiftFriend'));
    expect(purchase).toMatchObject({
      is_gift: true,
      minecraft_username: 'GiftFriend',
      player_uuid: friendPlayer!.uuid,
      gift_recipient_user_id: friendPlayer!.auth_user_id,
      gift_message: 'GG!',
    });
    // Before payment the recipient sees nothing.
    expect((await friend.json<PurchasesResponse>('/api/shop/purchases')).body.received_gifts).toEqual([]);

    await payFor(purchase.id);
    const granted = await deliveriesOf(purchase.id);
    expect(granted.length).toBeGreaterThan(0);
    expect(granted.every((d) => d.player_uuid === friendPlayer!.uuid)).toBe(true);
    expect(granted.filter((d) => d.command.includes('{')).length).toBe(0);
    expect(granted.some((d) => d.command.includes('GiftFriend'))).toBe(true);
    expect(granted.some((d) => d.command.includes('GiftSender'))).toBe(false);
    // The leader is credited as for any purchase.
    expect((await ledgerOf(purchase.id)).map((l) => l.kind)).toEqual(['earning']);

    const mine = (await sender.json<PurchasesResponse>('/api/shop/purchases')).body;
    expect(mine.purchases[0]).toMatchObject({
      id: purchase.id,
      minecraft_username: 'GiftFriend',
      gift: { recipient_name: 'GiftFriend', message: 'GG!' },
    });
    const theirs = (await friend.json<PurchasesResponse>('/api/shop/purchases')).body;
    expect(theirs.purchases).toEqual([]);
    expect(theirs.received_gifts).toHaveLength(1);
    expect(theirs.received_gifts[0]).toEqual({
      id: purchase.id,
      created_at: purchase.created_at.toISOString(),
      status: 'completed',
      from_name: 'GiftSender',
      message: 'GG!',
      items: expect.arrayContaining([
        { item_name: '3 Cosmetic Keys', quantity: 2 },
        expect.objectContaining({ quantity: 2 }),
      ]),
    });
    // The recipient's view never carries the price.
    expect(JSON.stringify(theirs.received_gifts)).not.toMatch(/cents|price/);

    // Another user sees neither side, nor the buyer's session.
    const other = (await stranger.json<PurchasesResponse>('/api/shop/purchases')).body;
    expect(other).toEqual({ purchases: [], received_gifts: [] });
    const bySession = `/api/shop/purchases/by-session/${purchase.payment_session_id}`;
    expect((await stranger.json(bySession)).status).toBe(404);
    expect((await friend.json(bySession)).status).toBe(404);
    expect((await sender.json(bySession)).status).toBe(200);
  });

  it('takes a refunded and a disputed gift back from the recipient', async () => {
    const sender = await buyer('RefundSender');
    await buyer('RefundFriend');
    const [friendPlayer] = await shop.app.database.db
      .select()
      .from(players)
      .where(eq(players.username, 'RefundFriend'));
    for (const ending of ['refund', 'dispute'] as const) {
      expect((await giftCheckout(sender, 'RefundSender', { recipientName: 'RefundFriend' })).status).toBe(
        200,
      );
      const purchase = await lastCheckoutPurchase();
      const pi = await payFor(purchase.id);
      const event =
        ending === 'refund'
          ? refundEvent(pi, purchase.total_amount_cents, purchase.total_amount_cents)
          : disputeEvent('created', pi, purchase.total_amount_cents);
      expect((await sendEvent(event)).status).toBe(200);
      const queued = await deliveriesOf(purchase.id);
      const takeBacks = queued.filter((d) =>
        d.source.startsWith(`shop:${ending === 'refund' ? 'refund' : 'chargeback'}:`),
      );
      expect(takeBacks.length).toBeGreaterThan(0);
      expect(queued.every((d) => d.player_uuid === friendPlayer!.uuid)).toBe(true);
      expect(takeBacks.every((d) => d.command.includes('RefundFriend'))).toBe(true);
      const ledger = await ledgerOf(purchase.id);
      expect(ledger.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(0);
    }
  });

  it('refuses a rank plan as a gift, and says why', async () => {
    const sender = await buyer('PlanGifter');
    await buyer('PlanFriend');
    const before = shop.fake.sessions.length;
    const res = await giftCheckout(sender, 'PlanGifter', { recipientName: 'PlanFriend' }, [PLAN, TOKENS]);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'gift_subscription' });
    expect(JSON.stringify(res.body)).toContain('cannot be a gift');
    expect(shop.fake.sessions.length).toBe(before);
  });

  it('refuses an invalid name, an unconfirmed unknown name, the buyer themself and a long message', async () => {
    const sender = await buyer('PickyGifter');
    const count = async () => (await shop.app.database.db.select().from(purchases)).length;
    const before = await count();
    const bad = await giftCheckout(sender, 'PickyGifter', { recipientName: 'not a name!' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields?.['gift.recipientName']).toBeDefined();

    const unconfirmed = await giftCheckout(sender, 'PickyGifter', { recipientName: 'NeverSeen_1' });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.error).toMatchObject({ code: 'gift_name_unconfirmed' });
    expect(unconfirmed.body.error?.fields?.['gift.confirmUnknownName']).toBeDefined();

    const self = await giftCheckout(sender, 'PickyGifter', { recipientName: 'pickygifter' });
    expect(self.body.error).toMatchObject({ code: 'gift_to_self' });

    const long = await giftCheckout(sender, 'PickyGifter', {
      recipientName: 'NeverSeen_1',
      confirmUnknownName: true,
      message: 'x'.repeat(GIFT_MESSAGE_MAX + 1),
    });
    expect(long.status).toBe(400);
    expect(long.body.error?.fields?.['gift.message']).toBeDefined();
    const control = await giftCheckout(sender, 'PickyGifter', {
      recipientName: 'NeverSeen_1',
      confirmUnknownName: true,
      message: 'hi\u0007',
    });
    expect(control.status).toBe(400);
    expect(await count()).toBe(before);

    const confirmed = await giftCheckout(sender, 'PickyGifter', {
      recipientName: 'NeverSeen_1',
      confirmUnknownName: true,
      message: 'x'.repeat(GIFT_MESSAGE_MAX),
    });
    expect(confirmed.status).toBe(200);
    const purchase = await lastCheckoutPurchase();
    expect(purchase).toMatchObject({
      minecraft_username: 'NeverSeen_1',
      player_uuid: offlinePlayerUuid('NeverSeen_1'),
      gift_recipient_user_id: null,
    });
  });

  it('gives an unknown name the uuid Minecraft gives it offline', () => {
    // The well-known offline uuid of "Notch".
    expect(offlinePlayerUuid('Notch')).toBe('b50ad385-829d-3141-a216-7e7d7539ba7f');
  });
});
