import { describe, expect, it } from 'vitest';
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

setUpShopApp();

const sum = (rows: { amount_cents: number }[]) => rows.reduce((total, row) => total + row.amount_cents, 0);
const commandsOf = async (purchaseId: string) => (await deliveriesOf(purchaseId)).map((d) => d.command);
const count = (list: string[], command: string) => list.filter((c) => c === command).length;

describe('ranks and the premium battle pass', () => {
  it('a Master plan grants the premium pass with the rank, and a refund takes both back', async () => {
    const browser = await buyer('Mastered');
    const { purchase, session } = await checkout(
      browser,
      'Mastered',
      [{ quantity: 1, price_id: 'price_rank_master_monthly' }],
      true,
    );
    await sendEvent(
      completedEvent(session.id, purchase.id, { payment_intent: 'pi_master', amount_total: 1999 }),
    );
    expect(await commandsOf(purchase.id)).toEqual([
      'lp user Mastered parent addtemp master 31d accumulate',
      'battlepass premium give Mastered',
    ]);
    await sendEvent(refundEvent('pi_master', 1999, 1999));
    const after = await commandsOf(purchase.id);
    expect(after.slice(2)).toEqual([
      'lp user Mastered parent removetemp master',
      'battlepass premium take Mastered',
    ]);
    expect((await purchaseRow(purchase.id)).status).toBe('refunded');
  });
});

describe('disputes', () => {
  it('a won dispute restores the share and delivers again, once; a refund after it reverses again', async () => {
    const browser = await buyer('WonCase');
    const { purchase, session } = await checkout(browser, 'WonCase', [KEYS_3]);
    await sendEvent(completedEvent(session.id, purchase.id, { payment_intent: 'pi_won' }));
    await sendEvent(disputeEvent('created', 'pi_won', 998));
    expect((await purchaseRow(purchase.id)).status).toBe('disputed');
    expect(sum(await ledgerOf(purchase.id))).toBe(0);
    const stages = (await deliveriesOf(purchase.id)).map((d) => d.source.split(':')[1]);
    expect(stages).toEqual(['grant', 'chargeback']);

    const won = disputeEvent('closed', 'pi_won', 998, 'won');
    await sendEvent(won);
    await sendEvent(won);
    await sendEvent(disputeEvent('closed', 'pi_won', 998, 'won'));
    expect((await purchaseRow(purchase.id)).status).toBe('completed');
    const ledger = await ledgerOf(purchase.id);
    expect(ledger.map((l) => [l.kind, l.amount_cents]).sort()).toEqual([
      ['earning', 199],
      ['restoration', 199],
      ['reversal', -199],
    ]);
    let commands = await commandsOf(purchase.id);
    expect(count(commands, 'crates key give WonCase cosmetic 6')).toBe(2);
    expect(count(commands, 'crates key take WonCase cosmetic 6')).toBe(1);

    // Refunded later after all: the share and the keys go back a second time.
    await sendEvent(refundEvent('pi_won', 998, 998));
    expect((await purchaseRow(purchase.id)).status).toBe('refunded');
    expect(sum(await ledgerOf(purchase.id))).toBe(0);
    commands = await commandsOf(purchase.id);
    expect(count(commands, 'crates key take WonCase cosmetic 6')).toBe(2);
  });

  it('a lost dispute after a full refund changes nothing more: the purchase stays refunded, revoked once', async () => {
    const browser = await buyer('LostCase');
    const { purchase, session } = await checkout(browser, 'LostCase', [KEYS_3]);
    await sendEvent(completedEvent(session.id, purchase.id, { payment_intent: 'pi_lost' }));
    await sendEvent(refundEvent('pi_lost', 998, 998));
    await sendEvent(disputeEvent('created', 'pi_lost', 998));
    await sendEvent(disputeEvent('closed', 'pi_lost', 998, 'lost'));
    expect((await purchaseRow(purchase.id)).status).toBe('refunded');
    expect(sum(await ledgerOf(purchase.id))).toBe(0);
    expect(count(await commandsOf(purchase.id), 'crates key take LostCase cosmetic 6')).toBe(1);
  });
});

describe('partial refunds and renewals', () => {
  it('a partial refund seen before the completion still delivers, with the share reduced in proportion', async () => {
    const browser = await buyer('EarlyPart');
    const { purchase, session } = await checkout(browser, 'EarlyPart', [KEYS_3]);
    await sendEvent(refundEvent('pi_early_part', 499, 998));
    await sendEvent(completedEvent(session.id, purchase.id, { payment_intent: 'pi_early_part' }));
    expect((await purchaseRow(purchase.id)).status).toBe('completed');
    expect(await commandsOf(purchase.id)).toEqual(['crates key give EarlyPart cosmetic 6']);
    const ledger = await ledgerOf(purchase.id);
    expect(ledger.map((l) => [l.kind, l.amount_cents]).sort()).toEqual([
      ['earning', 199],
      ['reversal', -99],
    ]);
    // The rest of the refund arrives: everything goes back, nothing twice.
    await sendEvent(refundEvent('pi_early_part', 998, 998));
    expect(sum(await ledgerOf(purchase.id))).toBe(0);
    expect((await purchaseRow(purchase.id)).status).toBe('refunded');
  });

  it('finds a renewal’s payment through Stripe when the invoice does not carry it, so its refund matches', async () => {
    const browser = await buyer('Renewer');
    const { purchase, session } = await checkout(browser, 'Renewer', [
      { quantity: 1, price_id: 'price_rank_expert_monthly' },
    ]);
    shop.fake.invoicePayments.set('in_renewer_1', 'pi_renewer_1');
    shop.fake.invoicePayments.set('in_renewer_2', 'pi_renewer_2');
    await sendEvent(
      signedEvent('invoice.paid', {
        id: 'in_renewer_1',
        billing_reason: 'subscription_create',
        amount_paid: 799,
        parent: {
          subscription_details: { subscription: 'sub_renewer', metadata: { purchase_id: purchase.id } },
        },
      }),
    );
    await sendEvent(
      completedEvent(session.id, purchase.id, {
        payment_intent: null,
        subscription: 'sub_renewer',
        amount_total: 799,
      }),
    );
    expect(await purchaseRow(purchase.id)).toMatchObject({
      status: 'completed',
      payment_intent_id: 'pi_renewer_1',
    });
    await sendEvent(
      signedEvent('invoice.paid', {
        id: 'in_renewer_2',
        billing_reason: 'subscription_cycle',
        amount_paid: 799,
        parent: { subscription_details: { subscription: 'sub_renewer' } },
      }),
    );
    const earnings = (await ledgerOf(purchase.id)).filter((l) => l.kind === 'earning');
    expect(earnings.map((l) => l.payment_ref).sort()).toEqual(['pi_renewer_1', 'pi_renewer_2']);

    // Refunding the renewal takes back that month's share and the plan, and leaves the purchase paid.
    await sendEvent(refundEvent('pi_renewer_2', 799, 799));
    const row = await purchaseRow(purchase.id);
    expect(row.status).toBe('completed');
    expect(sum(await ledgerOf(purchase.id))).toBe(159);
    expect(count(await commandsOf(purchase.id), 'lp user Renewer parent removetemp expert')).toBe(1);

    // The plan then ends: it was already taken back, so nothing is removed twice.
    const ended = signedEvent('customer.subscription.deleted', { id: 'sub_renewer' });
    await sendEvent(ended);
    await sendEvent(signedEvent('customer.subscription.deleted', { id: 'sub_renewer' }));
    const removals = (await deliveriesOf(purchase.id)).filter((d) => d.command.includes('removetemp'));
    expect(removals.map((d) => d.source.split(':')[1])).toEqual(['refund']);
  });
});
