/**
 * Payment events in the orders and combinations Stripe really produces: each case here was once a
 * way for money and deliveries to disagree.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchaseEffects, stripeEvents } from '../../db/schema';
import {
  buyer,
  checkout,
  completedEvent,
  deliveriesOf,
  disputeEvent,
  KEYS_3,
  ledgerOf,
  purchaseRow,
  refundEvent,
  sendEvent,
  setUpShopApp,
  shop,
  signedEvent,
} from '../../test/shop-kit';
import { createGameServer } from '../bridge';

setUpShopApp();

const sum = (rows: { amount_cents: number }[]) => rows.reduce((total, row) => total + row.amount_cents, 0);
const stagesOf = async (purchaseId: string) =>
  (
    await shop.app.database.db
      .select()
      .from(purchaseEffects)
      .where(eq(purchaseEffects.purchase_id, purchaseId))
  )
    .sort((a, b) => a.seq - b.seq)
    .map((e) => `${e.track}:${e.stage}`);

const firstInvoice = (id: string, sub: string, pi: string, purchaseId: string, amount: number) =>
  signedEvent('invoice.paid', {
    id,
    billing_reason: 'subscription_create',
    amount_paid: amount,
    parent: { subscription_details: { subscription: sub, metadata: { purchase_id: purchaseId } } },
    payments: { data: [{ payment: { payment_intent: pi } }] },
  });
const renewalInvoice = (id: string, sub: string, pi: string, amount: number) =>
  signedEvent('invoice.paid', {
    id,
    billing_reason: 'subscription_cycle',
    amount_paid: amount,
    parent: { subscription_details: { subscription: sub } },
    payments: { data: [{ payment: { payment_intent: pi } }] },
  });
const PLAN = { quantity: 1, price_id: 'price_rank_expert_monthly' };

async function planPurchase(name: string, sub: string) {
  const browser = await buyer(name);
  const { purchase, session } = await checkout(browser, name, [PLAN]);
  const completed = completedEvent(session.id, purchase.id, {
    payment_intent: null,
    subscription: sub,
    amount_total: 799,
  });
  return { purchase, completed };
}

describe('reconciling payment events', () => {
  it('applies a refund of a plan’s first payment that came before its first invoice', async () => {
    const { purchase, completed } = await planPurchase('EarlyPlanRefund', 'sub_epr');
    await sendEvent(completed);
    expect(await stagesOf(purchase.id)).toEqual(['plan:original:grant']);
    await sendEvent(refundEvent('pi_epr', 799, 799));
    // The refund names a payment nothing ties to the purchase yet: kept, not applied.
    expect((await purchaseRow(purchase.id)).status).toBe('completed');
    await sendEvent(firstInvoice('in_epr', 'sub_epr', 'pi_epr', purchase.id, 799));
    expect((await purchaseRow(purchase.id)).status).toBe('refunded');
    expect(sum(await ledgerOf(purchase.id))).toBe(0);
    expect(await stagesOf(purchase.id)).toEqual(['plan:original:grant', 'plan:refund']);
  });

  it('a refund, then a dispute, then the dispute won leaves the purchase refunded and revoked once', async () => {
    const browser = await buyer('RefundThenWon');
    const { purchase, session } = await checkout(browser, 'RefundThenWon', [KEYS_3]);
    await sendEvent(completedEvent(session.id, purchase.id, { payment_intent: 'pi_rtw' }));
    await sendEvent(refundEvent('pi_rtw', 998, 998));
    await sendEvent(disputeEvent('created', 'pi_rtw', 998));
    await sendEvent(disputeEvent('closed', 'pi_rtw', 998, 'won'));
    expect((await purchaseRow(purchase.id)).status).toBe('refunded');
    expect(sum(await ledgerOf(purchase.id))).toBe(0);
    expect(await stagesOf(purchase.id)).toEqual(['items:grant', 'items:refund']);
  });

  it('a dispute before the completion, then won, fulfils the purchase: the payment stands', async () => {
    const browser = await buyer('EarlyWon');
    const { purchase, session } = await checkout(browser, 'EarlyWon', [KEYS_3]);
    await sendEvent(disputeEvent('created', 'pi_ew', 998));
    await sendEvent(completedEvent(session.id, purchase.id, { payment_intent: 'pi_ew' }));
    expect((await purchaseRow(purchase.id)).status).toBe('disputed');
    expect(await stagesOf(purchase.id)).toEqual([]);
    await sendEvent(disputeEvent('closed', 'pi_ew', 998, 'won'));
    expect((await purchaseRow(purchase.id)).status).toBe('completed');
    expect(sum(await ledgerOf(purchase.id))).toBe(199);
    expect(await stagesOf(purchase.id)).toEqual(['items:grant']);
  });

  it('keeps delivering and crediting paid renewals after the first payment was refunded', async () => {
    const { purchase, completed } = await planPurchase('RenewAfterRefund', 'sub_rar');
    await sendEvent(completed);
    await sendEvent(firstInvoice('in_rar_1', 'sub_rar', 'pi_rar_1', purchase.id, 799));
    await sendEvent(refundEvent('pi_rar_1', 799, 799));
    expect(await stagesOf(purchase.id)).toEqual(['plan:original:grant', 'plan:refund']);
    await sendEvent(renewalInvoice('in_rar_2', 'sub_rar', 'pi_rar_2', 799));
    expect(await stagesOf(purchase.id)).toEqual([
      'plan:original:grant',
      'plan:refund',
      'plan:invoice:in_rar_2:renew',
    ]);
    const earnings = (await ledgerOf(purchase.id)).filter((l) => l.kind === 'earning');
    expect(earnings.map((l) => l.amount_cents)).toEqual([159, 159]);
    expect(sum(await ledgerOf(purchase.id))).toBe(159);
    const commands = (await deliveriesOf(purchase.id)).map((d) => d.command);
    expect(commands.at(-1)).toBe('lp user RenewAfterRefund parent addtemp expert 31d accumulate');
  });

  it('a subscription that ended before its completion arrived is not left running', async () => {
    const { purchase, completed } = await planPurchase('EndedFirst', 'sub_ef');
    await sendEvent(
      signedEvent('customer.subscription.deleted', { id: 'sub_ef', metadata: { purchase_id: purchase.id } }),
    );
    await sendEvent(completed);
    // Nothing is left running: the plan was never held, so nothing was granted to take back.
    expect(await stagesOf(purchase.id)).toEqual([]);
    expect((await purchaseRow(purchase.id)).status).toBe('completed');
    expect(sum(await ledgerOf(purchase.id))).toBe(159);
  });

  it('a renewal paid after the end was recorded cannot leave the plan running', async () => {
    const { purchase, completed } = await planPurchase('LateRenewal', 'sub_lr');
    await sendEvent(completed);
    await sendEvent(signedEvent('customer.subscription.deleted', { id: 'sub_lr' }));
    await sendEvent(renewalInvoice('in_lr_2', 'sub_lr', 'pi_lr_2', 799));
    expect(await stagesOf(purchase.id)).toEqual(['plan:original:grant', 'plan:expire']);
    expect((await ledgerOf(purchase.id)).filter((l) => l.kind === 'earning')).toHaveLength(2);
  });

  it('acknowledges and ignores events that are not about our purchases', async () => {
    const foreign = [
      completedEvent('cs_other', 'order-1234', { payment_intent: 'pi_other' }),
      completedEvent('cs_other2', '00000000-0000-4000-8000-0000000f0000', { payment_intent: 'pi_other2' }),
      signedEvent('checkout.session.expired', { id: 'cs_x', client_reference_id: 'not a uuid' }),
      signedEvent('customer.subscription.deleted', { id: 'sub_other', metadata: { purchase_id: '42' } }),
      signedEvent('invoice.paid', {
        id: 'in_other',
        billing_reason: 'subscription_create',
        amount_paid: 100,
        parent: { subscription_details: { subscription: 'sub_o', metadata: { purchase_id: 'abc' } } },
        payments: { data: [{ payment: { payment_intent: 'pi_o' } }] },
      }),
      refundEvent('pi_unknown', 100, 100),
      signedEvent('charge.refunded', {
        id: 'ch_m',
        amount: 5,
        amount_refunded: 5,
        metadata: { purchase_id: 'x' },
      }),
      signedEvent('payment_intent.created', { id: 'pi_new' }),
    ];
    for (const event of foreign) {
      const res = await sendEvent(event);
      expect(res.status).toBe(200);
    }
    const [stored] = await shop.app.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, foreign[0]!.id));
    expect(stored).toMatchObject({ purchase_id: null, payment_ref: 'pi_other' });
  });

  it('a refund of the renewal is matched through the renewal’s own payment', async () => {
    const { purchase, completed } = await planPurchase('RenewalRefund', 'sub_rr');
    await sendEvent(completed);
    await sendEvent(firstInvoice('in_rr_1', 'sub_rr', 'pi_rr_1', purchase.id, 799));
    await sendEvent(refundEvent('pi_rr_2', 799, 799));
    await sendEvent(renewalInvoice('in_rr_2', 'sub_rr', 'pi_rr_2', 799));
    // The renewal paid for "now" and was refunded: the plan is taken back; the first month stands.
    expect(await stagesOf(purchase.id)).toEqual(['plan:original:grant', 'plan:refund']);
    expect((await purchaseRow(purchase.id)).status).toBe('completed');
    expect(sum(await ledgerOf(purchase.id))).toBe(159);
  });

  it('hands a refund’s take-back to the game server only after the grant it reverses', async () => {
    const browser = await buyer('OrderedBuyer');
    const { purchase, session } = await checkout(browser, 'OrderedBuyer', [KEYS_3]);
    await sendEvent(completedEvent(session.id, purchase.id, { payment_intent: 'pi_ordered' }));
    await sendEvent(refundEvent('pi_ordered', 998, 998));
    const { token } = await createGameServer(shop.app.database.db, 'ordered-server');
    const mine = async (online: string[]) => {
      const res = await shop.app.rawRequest(`/api/game/v1/deliveries?limit=100&online=${online.join(',')}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { deliveries: { id: string; command: string }[] };
      const ours = new Set((await deliveriesOf(purchase.id)).map((d) => d.id));
      return body.deliveries.filter((d) => ours.has(d.id));
    };
    const uuid = (await purchaseRow(purchase.id)).player_uuid;
    // The grant waits for the buyer to be online; the take-back (which needs nobody) waits behind it.
    expect(await mine([])).toEqual([]);
    const [grant] = await mine([uuid]);
    expect(grant?.command).toBe('crates key give OrderedBuyer cosmetic 6');
    expect(await mine([uuid])).toEqual([]);
    const ack = await shop.app.rawRequest(`/api/game/v1/deliveries/${grant!.id}/ack`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'delivered' }),
    });
    expect(ack.status).toBe(200);
    expect((await mine([])).map((d) => d.command)).toEqual(['crates key take OrderedBuyer cosmetic 6']);
  });
});
