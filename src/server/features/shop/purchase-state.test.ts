import { describe, expect, it } from 'vitest';
import type { PaymentFact } from './payment-facts';
import { derivePurchaseState } from './purchase-state';

const paid = (paymentRef: string | null, paidCents: number | null = 1000): PaymentFact => ({
  kind: 'checkout_paid',
  paymentRef,
  subscriptionRef: paymentRef ? null : 'sub_1',
  customerRef: 'cus_1',
  paidCents,
});
const refund = (paymentRef: string, refundedCents: number, paymentCents = 1000): PaymentFact => ({
  kind: 'refund',
  paymentRef,
  refundedCents,
  paymentCents,
});
const dispute = (paymentRef: string, outcome: 'open' | 'won' | 'lost', disputeId = 'dp_1'): PaymentFact => ({
  kind: 'dispute',
  disputeId,
  paymentRef,
  amountCents: 1000,
  outcome,
});
const invoice = (invoiceId: string, paymentRef: string, first: boolean, at = 1): PaymentFact => ({
  kind: 'invoice_paid',
  invoiceId,
  subscriptionRef: 'sub_1',
  paymentRef,
  paidCents: 1000,
  first,
  at,
});

const derive = (facts: PaymentFact[], storedStatus: 'pending' | 'failed' = 'pending') =>
  derivePurchaseState(
    { totalCents: 1000, storedStatus, facts, purchaseId: 'p1', planChange: false, successorIds: [] },
    20,
  );

describe('purchase state from payment facts', () => {
  it('credits floor(20 %) of what was paid, and the recorded total when the provider does not say', () => {
    expect(derive([paid('pi', 999)]).payments[0]).toMatchObject({ shareCents: 199, netShareCents: 199 });
    expect(derive([paid('pi', null)]).payments[0]).toMatchObject({ paidCents: 1000, shareCents: 200 });
    expect(derive([]).payments).toEqual([]);
  });

  it('takes back the refunded fraction of a partial refund, rounded down, and all of a full one', () => {
    const partial = derive([paid('pi'), refund('pi', 333)]);
    expect(partial.status).toBe('completed');
    expect(partial.payments[0]).toMatchObject({ netShareCents: 200 - 66, entitled: true });
    // Cumulative refunds: the largest amount seen is the refund so far, whatever the order.
    expect(derive([refund('pi', 1000), paid('pi'), refund('pi', 333)]).payments[0]).toMatchObject({
      netShareCents: 0,
      entitled: false,
      takeBack: 'refund',
    });
  });

  it('a refund outranks a dispute; a won dispute gives back only what the dispute took', () => {
    const facts = [paid('pi'), refund('pi', 1000), dispute('pi', 'open'), dispute('pi', 'won')];
    expect(derive(facts)).toMatchObject({ status: 'refunded' });
    expect(derive(facts).payments[0]).toMatchObject({ netShareCents: 0, takeBack: 'refund' });
    const won = derive([dispute('pi', 'open'), paid('pi'), dispute('pi', 'won')]);
    expect(won.status).toBe('completed');
    expect(won.payments[0]).toMatchObject({ netShareCents: 200, entitled: true });
    const lost = derive([paid('pi'), dispute('pi', 'lost')]);
    expect(lost.status).toBe('disputed');
    expect(lost.payments[0]).toMatchObject({
      netShareCents: 0,
      takeBack: 'chargeback',
      reversalNote: 'dispute',
    });
  });

  it('a second, open dispute keeps the payment disputed after the first one is won', () => {
    const state = derive([paid('pi'), dispute('pi', 'won', 'dp_1'), dispute('pi', 'open', 'dp_2')]);
    expect(state.status).toBe('disputed');
  });

  it("a plan's first payment is the first invoice's; renewals follow in the order they were paid", () => {
    const state = derive([
      invoice('in_3', 'pi_3', false, 30),
      paid(null),
      invoice('in_1', 'pi_1', true, 10),
      invoice('in_2', 'pi_2', false, 20),
      refund('pi_1', 1000),
    ]);
    expect(state.originalRef).toBe('pi_1');
    expect(state.payments.map((p) => [p.key, p.entitled])).toEqual([
      ['original', false],
      ['invoice:in_2', true],
      ['invoice:in_3', true],
    ]);
    expect(state.status).toBe('refunded');
  });

  it("a refunded renewal does not make the purchase refunded, even before the first payment's id is known", () => {
    const state = derive([paid(null), invoice('in_2', 'pi_2', false), refund('pi_2', 1000)]);
    expect(state.status).toBe('completed');
    expect(state.payments.map((p) => [p.key, p.entitled])).toEqual([
      ['original', true],
      ['invoice:in_2', false],
    ]);
  });

  it('an unpaid end keeps its reason; a payment outranks it; a failed start keeps its status', () => {
    expect(derive([{ kind: 'checkout_unpaid', outcome: 'canceled' }]).status).toBe('canceled');
    expect(derive([{ kind: 'checkout_unpaid', outcome: 'failed' }, paid('pi')]).status).toBe('completed');
    expect(derive([], 'failed').status).toBe('failed');
  });

  it('is the same for every order of the same facts', () => {
    const facts = [
      paid('pi'),
      refund('pi', 400),
      refund('pi', 200),
      dispute('pi', 'open'),
      dispute('pi', 'won'),
    ];
    const expected = derive(facts);
    for (let i = 0; i < facts.length; i++) {
      const rotated = [...facts.slice(i), ...facts.slice(0, i)].reverse();
      expect(derive(rotated)).toEqual(expected);
    }
  });
});

describe('a staff grant', () => {
  it('is held without a share until revoked, whatever else names the purchase', () => {
    const granted = derive([{ kind: 'grant' }, paid('pi_forged'), refund('pi_forged', 1000)]);
    expect(granted).toMatchObject({ status: 'completed', subscriptionEnded: false, originalRef: null });
    expect(granted.payments).toEqual([
      expect.objectContaining({ key: 'original', shareCents: 0, netShareCents: 0, entitled: true }),
    ]);
    const revoked = derive([{ kind: 'grant_revoked' }, { kind: 'grant' }]);
    expect(revoked).toMatchObject({ status: 'refunded', subscriptionEnded: true });
    expect(revoked.payments[0]).toMatchObject({ shareCents: 0, entitled: false, takeBack: 'refund' });
  });
});
