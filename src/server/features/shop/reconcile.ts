/**
 * The money path after payment, as reconciliation: every payment event is stored as a fact, and each
 * purchase it concerns is brought in line with what the whole set of its facts says
 * (purchase-state.ts): the status, the leader's ledger (one earning per paid payment, adjusted by
 * reversals and restorations until its net equals the derived share) and the in-game commands (an
 * effect log per purchase: grant, renew, expire and take-backs, queued in decision order).
 *
 * Everything runs in the caller's transaction after `lockPayments`, one transaction-scoped advisory
 * lock that every payment event takes first. Payment events are few, and one lock makes "a refund
 * racing its completion" impossible without having to know, before reading, which purchase a
 * payment belongs to (a plan's first refund names a payment that only its invoice ties to the
 * purchase).
 */
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { gymLeaderLedger, purchaseEffects, purchaseItems, purchases, stripeEvents } from '../../db/schema';
import { notifyUser } from '../notifications';
import { queueRoleSync, queueStaffNotice } from '../outbox';
import { notifyGiftRecipient } from './gifts';
import { leaderTotals } from './ledger';
import type { PaymentFact, ReceivedFact } from './payment-facts';
import { derivePurchaseState, disputesSeen, type PaymentState, type PurchaseState } from './purchase-state';
import {
  DAY_MS,
  isPlanLine,
  type LineSet,
  lockPurchase,
  type Purchase,
  queueStage,
  type ShopContext,
} from './purchase-steps';
import { settingAt } from './store-settings';
import { automaticTaxEnabled, demoTaxCents } from './tax';

/** One number for the lock every payment event takes (pg_advisory_xact_lock's key space is shared). */
const PAYMENTS_LOCK = 7_318_204_611;

export async function lockPayments(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYMENTS_LOCK})`);
}

/** The purchase a hint names, if it is one of ours (another integration's ids are not uuids). */
async function ownPurchaseId(tx: Db, hint: string | null): Promise<string | null> {
  if (!hint || !UUID_PATTERN.test(hint)) return null;
  const [row] = await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.id, hint)).limit(1);
  return row?.id ?? null;
}

/**
 * Stores an event's fact once (by event id) and reconciles every purchase it concerns. Returns
 * false for a repeated event, which changes nothing. Events that concern none of our purchases are
 * kept (a later event may tie them to one) and otherwise ignored.
 */
export async function recordPaymentFact(
  ctx: ShopContext,
  tx: Db,
  event: { id: string; type: string },
  received: ReceivedFact | null,
): Promise<boolean> {
  const purchaseId = await ownPurchaseId(tx, received?.purchaseHint ?? null);
  const inserted = await tx
    .insert(stripeEvents)
    .values({
      id: event.id,
      type: event.type,
      purchase_id: purchaseId,
      payment_ref: received?.paymentRef ?? null,
      subscription_ref: received?.subscriptionRef ?? null,
      fact: received?.fact ?? null,
      received_at: ctx.deps.now(),
    })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  if (inserted.length === 0) return false;
  if (!received) return true;
  const targets = await purchasesConcerned(tx, purchaseId, received);
  if (targets.length === 0) {
    ctx.deps.logger.info({ event: event.id, type: event.type }, 'payment event for no known purchase');
  }
  for (const id of await withReplacedPlans(tx, targets)) await reconcilePurchase(ctx, tx, id);
  return true;
}

/**
 * The purchases to reconcile for a fact: those it concerns and the plans any of them replaces (a
 * change taking effect ends the plan it replaces), oldest first, so the old rank's end is queued
 * before the new rank's grant.
 */
async function withReplacedPlans(tx: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: purchases.id, replaces: purchases.replaces_purchase_id })
    .from(purchases)
    .where(inArray(purchases.id, ids));
  const all = new Set(ids);
  for (const row of rows) if (row.replaces) all.add(row.replaces);
  const ordered = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(inArray(purchases.id, [...all]))
    .orderBy(asc(purchases.created_at), asc(purchases.id));
  return ordered.map((r) => r.id);
}

/**
 * The labelled test checkout's Pay and Cancel (demo mode): recorded as the facts a paid or expired
 * Stripe session would give, so they go through the same reconciliation.
 */
export async function recordDemoCheckout(
  ctx: ShopContext,
  tx: Db,
  purchase: { id: string; total_amount_cents: number },
  outcome: 'paid' | 'canceled',
): Promise<void> {
  await lockPayments(tx);
  // Like a Stripe session, a test session is paid or abandoned once.
  if ((await lockPurchase(tx, purchase.id))?.status !== 'pending') return;
  const paymentRef = `demo_pi_${purchase.id}`;
  // Demo tax: the labelled stand-in rate when automatic tax is on (tax.ts).
  const taxCents = (await automaticTaxEnabled(tx, ctx.deps.now()))
    ? demoTaxCents(purchase.total_amount_cents)
    : 0;
  const received: ReceivedFact =
    outcome === 'paid'
      ? {
          fact: {
            kind: 'checkout_paid',
            paymentRef,
            subscriptionRef: null,
            customerRef: null,
            paidCents: purchase.total_amount_cents + taxCents,
            taxCents,
          },
          purchaseHint: purchase.id,
          paymentRef,
          subscriptionRef: null,
        }
      : {
          fact: { kind: 'checkout_unpaid', outcome: 'canceled' },
          purchaseHint: purchase.id,
          paymentRef: null,
          subscriptionRef: null,
        };
  const type = outcome === 'paid' ? 'checkout.session.completed' : 'checkout.session.expired';
  await recordPaymentFact(ctx, tx, { id: `demo:${outcome}:${purchase.id}`, type }, received);
}

/** Purchases a fact concerns: named by it, or sharing its payment or subscription. */
async function purchasesConcerned(tx: Db, named: string | null, received: ReceivedFact): Promise<string[]> {
  const ids = new Set<string>(named ? [named] : []);
  const { paymentRef, subscriptionRef } = received;
  const refs = [
    paymentRef ? eq(purchases.payment_intent_id, paymentRef) : undefined,
    subscriptionRef ? eq(purchases.stripe_subscription_id, subscriptionRef) : undefined,
  ].filter((c) => c !== undefined);
  if (refs.length > 0) {
    for (const row of await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(or(...refs)))
      ids.add(row.id);
  }
  const eventRefs = [
    paymentRef ? eq(stripeEvents.payment_ref, paymentRef) : undefined,
    subscriptionRef ? eq(stripeEvents.subscription_ref, subscriptionRef) : undefined,
  ].filter((c) => c !== undefined);
  if (eventRefs.length > 0) {
    const rows = await tx
      .selectDistinct({ id: stripeEvents.purchase_id })
      .from(stripeEvents)
      .where(and(isNotNull(stripeEvents.purchase_id), or(...eventRefs)));
    for (const row of rows) if (row.id) ids.add(row.id);
  }
  if (paymentRef) {
    const rows = await tx
      .selectDistinct({ id: gymLeaderLedger.purchase_id })
      .from(gymLeaderLedger)
      .where(and(eq(gymLeaderLedger.kind, 'earning'), eq(gymLeaderLedger.payment_ref, paymentRef)));
    for (const row of rows) if (row.id) ids.add(row.id);
  }
  return [...ids].sort();
}

type EventRow = typeof stripeEvents.$inferSelect;

/**
 * Every fact about a purchase: those that name it, those about its subscription, then those about
 * any payment those name (refunds and disputes name only the payment).
 */
async function factsOf(tx: Db, purchase: Purchase, successorIds: string[]): Promise<PaymentFact[]> {
  const rows = new Map<string, EventRow>();
  const add = (list: EventRow[]) => {
    for (const row of list) rows.set(row.id, row);
  };
  const named = [purchase.id, ...successorIds];
  // The changes replacing this plan say when one took effect (in demo mode, only it names it).
  add(await tx.select().from(stripeEvents).where(inArray(stripeEvents.purchase_id, named)));
  const subscriptions = new Set<string>();
  if (purchase.stripe_subscription_id) subscriptions.add(purchase.stripe_subscription_id);
  for (const row of rows.values()) if (row.subscription_ref) subscriptions.add(row.subscription_ref);
  if (subscriptions.size > 0) {
    add(
      await tx
        .select()
        .from(stripeEvents)
        .where(inArray(stripeEvents.subscription_ref, [...subscriptions])),
    );
  }
  const payments = new Set<string>();
  if (purchase.payment_intent_id) payments.add(purchase.payment_intent_id);
  for (const row of rows.values()) {
    const kind = row.fact?.kind;
    if (row.payment_ref && (kind === 'checkout_paid' || kind === 'invoice_paid'))
      payments.add(row.payment_ref);
  }
  if (payments.size > 0) {
    add(
      await tx
        .select()
        .from(stripeEvents)
        .where(inArray(stripeEvents.payment_ref, [...payments])),
    );
  }
  const facts = [...rows.values()].flatMap((row) => {
    const fact = row.fact ?? legacyFact(row);
    return fact ? [fact] : [];
  });
  // Fulfilled before payment facts were kept: the completion itself was not stored (a grant never
  // had one).
  if (purchase.completed_at && !facts.some((f) => f.kind === 'checkout_paid' || f.kind === 'grant')) {
    const ref = purchase.payment_intent_id;
    facts.push({
      kind: 'checkout_paid',
      paymentRef: ref && ref !== purchase.stripe_subscription_id ? ref : null,
      subscriptionRef: purchase.stripe_subscription_id,
      customerRef: purchase.stripe_customer_id,
      paidCents: purchase.total_amount_cents,
    });
  }
  return facts;
}

/** Refunds and disputes stored before facts were kept carried their payment and amounts. */
function legacyFact(row: EventRow): PaymentFact | null {
  if (!row.payment_ref || row.reversed_cents === null || row.payment_cents === null) return null;
  if (row.type === 'charge.refunded') {
    return {
      kind: 'refund',
      paymentRef: row.payment_ref,
      refundedCents: row.reversed_cents,
      paymentCents: row.payment_cents,
    };
  }
  if (row.type === 'charge.dispute.created') {
    return {
      kind: 'dispute',
      disputeId: `legacy:${row.id}`,
      paymentRef: row.payment_ref,
      amountCents: row.reversed_cents,
      outcome: 'open',
    };
  }
  return null;
}

/** A purchase's facts and the state they derive, under the settings in force when it was made. */
async function deriveFromFacts(tx: Db, purchase: Purchase) {
  // Every change asked for this plan, not only the first: a retry after a declined change is the
  // one that applies.
  const successors = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.replaces_purchase_id, purchase.id));
  const successorIds = successors.map((s) => s.id);
  const facts = await factsOf(tx, purchase, successorIds);
  // The settings in force when the purchase was made, so a later change never moves its numbers.
  const terms: ShareTerms = {
    sharePercent: await settingAt(tx, 'revenue_share_percent', purchase.created_at),
    refundWindowDays: await settingAt(tx, 'refund_window_days', purchase.created_at),
  };
  const state = derivePurchaseState(
    {
      totalCents: purchase.total_amount_cents,
      storedStatus: purchase.status,
      facts,
      purchaseId: purchase.id,
      planChange: purchase.replaces_purchase_id !== null,
      successorIds,
    },
    terms.sharePercent,
  );
  return { facts, terms, state };
}

/**
 * What the stored facts say about a purchase now, writing nothing: the payments as reconciliation
 * derives them (what was paid, with its tax), for readers such as the console's refunds.
 */
export async function derivedPurchaseState(tx: Db, purchase: Purchase): Promise<PurchaseState> {
  return (await deriveFromFacts(tx, purchase)).state;
}

/** Brings one purchase's status, ledger and deliveries in line with all of its facts. */
export async function reconcilePurchase(
  ctx: ShopContext,
  tx: Db,
  purchaseId: string,
): Promise<PurchaseState | null> {
  const purchase = await lockPurchase(tx, purchaseId);
  if (!purchase) return null;
  const { facts, terms, state } = await deriveFromFacts(tx, purchase);
  const original = state.payments.find((p) => p.key === 'original');
  const paid = original !== undefined;
  const updated: Purchase = {
    ...purchase,
    status: state.status,
    payment_intent_id: state.originalRef ?? purchase.payment_intent_id ?? null,
    stripe_subscription_id: state.subscriptionRef ?? purchase.stripe_subscription_id,
    stripe_customer_id: state.customerRef ?? purchase.stripe_customer_id,
    completed_at: purchase.completed_at ?? (paid ? ctx.deps.now() : null),
    tax_cents: original?.taxCents ?? purchase.tax_cents,
  };
  await tx
    .update(purchases)
    .set({
      status: updated.status,
      payment_intent_id: updated.payment_intent_id,
      stripe_subscription_id: updated.stripe_subscription_id,
      stripe_customer_id: updated.stripe_customer_id,
      completed_at: updated.completed_at,
      tax_cents: updated.tax_cents,
    })
    .where(eq(purchases.id, purchase.id));
  if (updated.gym_leader_id) {
    for (const payment of state.payments) await settleShare(ctx, tx, updated, payment, terms);
  }
  await settleEffects(ctx, tx, updated, state);
  for (const dispute of disputesSeen(state, facts)) {
    await queueStaffNotice(tx, {
      kind: 'dispute',
      subject: dispute.disputeId,
      payload: {
        dispute_id: dispute.disputeId,
        payment_ref: dispute.paymentRef,
        amount_cents: dispute.amountCents,
      },
      once: true,
    });
  }
  if (purchase.status !== updated.status && updated.status === 'refunded') {
    // Once per purchase: a replayed or reordered refund event finds the row already there.
    await notifyUser(tx, purchase.user_id, {
      kind: 'refund',
      causeId: `refund:${purchase.id}`,
      title: 'Your purchase was refunded',
      body: `Purchase ${purchase.id.slice(0, 8)}. The money goes back to how you paid.`,
      link: '/purchase-history',
    });
  }
  if (purchase.status !== updated.status) {
    ctx.deps.logger.info({ purchaseId, from: purchase.status, to: updated.status }, 'purchase status');
  }
  return state;
}

const earningKey = (purchase: Purchase, payment: PaymentState) =>
  payment.key === 'original' ? `earning:${purchase.id}` : `earning:${payment.key}`;

interface ShareTerms {
  sharePercent: number;
  refundWindowDays: number;
}

/** One earning per paid payment, then one adjustment whenever its net differs from the derived share. */
async function settleShare(
  ctx: ShopContext,
  tx: Db,
  purchase: Purchase,
  payment: PaymentState,
  terms: ShareTerms,
) {
  if (payment.shareCents <= 0 || !purchase.gym_leader_id) return;
  const now = ctx.deps.now();
  const key = earningKey(purchase, payment);
  await tx
    .insert(gymLeaderLedger)
    .values({
      gym_leader_id: purchase.gym_leader_id,
      purchase_id: purchase.id,
      kind: 'earning',
      amount_cents: payment.shareCents,
      payment_ref: payment.ref,
      available_at: new Date(now.getTime() + terms.refundWindowDays * DAY_MS),
      share_percent: terms.sharePercent,
      idempotency_key: key,
      created_at: now,
    })
    .onConflictDoNothing({ target: gymLeaderLedger.idempotency_key });
  const [earning] = await tx.select().from(gymLeaderLedger).where(eq(gymLeaderLedger.idempotency_key, key));
  if (!earning) return;
  if (payment.ref && earning.payment_ref !== payment.ref) {
    // A plan's earning is credited before its first invoice names the payment.
    await tx
      .update(gymLeaderLedger)
      .set({ payment_ref: payment.ref })
      .where(eq(gymLeaderLedger.id, earning.id));
  }
  const [adjusted] = await tx
    .select({
      sum: sql<string>`coalesce(sum(${gymLeaderLedger.amount_cents}), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(gymLeaderLedger)
    .where(eq(gymLeaderLedger.earning_id, earning.id));
  const delta = payment.netShareCents - (earning.amount_cents + Number(adjusted?.sum ?? 0));
  if (delta === 0) return;
  const balanceBefore = delta < 0 ? (await leaderTotals(tx, earning.gym_leader_id, now)).balance_cents : 0;
  await tx.insert(gymLeaderLedger).values({
    gym_leader_id: earning.gym_leader_id,
    purchase_id: purchase.id,
    kind: delta < 0 ? 'reversal' : 'restoration',
    amount_cents: delta,
    payment_ref: payment.ref ?? earning.payment_ref,
    note: delta < 0 ? payment.reversalNote : 'dispute won',
    available_at: earning.available_at,
    earning_id: earning.id,
    idempotency_key: `adjust:${earning.id}:${Number(adjusted?.count ?? 0) + 1}`,
    created_at: now,
  });
  // A reversal of money already paid out: the leader now owes it, which staff settle by hand.
  if (balanceBefore >= 0 && balanceBefore + delta < 0) {
    await queueStaffNotice(tx, {
      kind: 'leader_negative',
      subject: earning.gym_leader_id,
      payload: {
        gym_leader_id: earning.gym_leader_id,
        balance_cents: balanceBefore + delta,
        purchase_id: purchase.id,
      },
    });
  }
}

type EffectRow = typeof purchaseEffects.$inferSelect;
const ON_STAGES = new Set(['grant', 'renew']);

/**
 * Compares what the buyer holds (the effect log) with what the facts say they should hold, and
 * queues the difference, in decision order:
 * - `items` (everything but a rank plan): held while the original payment stands;
 * - the plan: held while its newest payment stands and the subscription has not ended. That
 *   payment gives its period once per holding (`grant` for the original, `renew` for a renewal,
 *   track `plan:<payment>`); losing the plan queues one take-back (track `plan`): `expire` when the
 *   subscription ended or a plan change replaced it, else the refund's or the dispute's commands.
 */
async function settleEffects(ctx: ShopContext, tx: Db, purchase: Purchase, state: PurchaseState) {
  const log: EffectRow[] = await tx
    .select()
    .from(purchaseEffects)
    .where(eq(purchaseEffects.purchase_id, purchase.id))
    .orderBy(desc(purchaseEffects.seq));
  let seq = log[0]?.seq ?? 0;
  const emit = async (track: string, stage: EffectRow['stage'], set: LineSet) => {
    seq += 1;
    const [row] = await tx
      .insert(purchaseEffects)
      .values({ purchase_id: purchase.id, seq, track, stage, created_at: ctx.deps.now() })
      .returning();
    log.unshift(row!);
    await queueStage(tx, purchase, stage, seq, set);
    // A rank's plan given or taken back: its guild role follows, in the same transaction.
    if (set === 'plans') await queueRoleSync(tx, purchase.user_id, 'ranks');
  };
  const sets = await lineSets(tx, purchase.id);
  const original = state.payments.find((p) => p.key === 'original');

  if (sets.has('items')) {
    const last = log.find((e) => e.track === 'items');
    const holds = last !== undefined && ON_STAGES.has(last.stage);
    const wants = original?.entitled ?? false;
    if (wants && !holds) {
      await emit('items', 'grant', 'items');
      await notifyGiftRecipient(tx, purchase);
    }
    if (!wants && holds) await emit('items', original?.takeBack ?? 'refund', 'items');
  }

  if (sets.has('plans')) {
    // Renewals come at the end of a period, so the newest payment is the one paying for now.
    const current = state.payments.at(-1);
    const wants = !state.subscriptionEnded && !state.superseded && current?.entitled === true;
    const lastOff = log.find((e) => e.track === 'plan')?.seq ?? 0;
    const holds = log.some((e) => e.track.startsWith('plan:') && e.seq > lastOff);
    if (!wants && holds) {
      const ended = state.subscriptionEnded || state.superseded;
      await emit('plan', ended ? 'expire' : (current?.takeBack ?? 'refund'), 'plans');
    }
    const given = log.some((e) => e.track === `plan:${current?.key}` && e.seq > lastOff);
    if (wants && current && !given) {
      await emit(`plan:${current.key}`, current.key === 'original' ? 'grant' : 'renew', 'plans');
    }
  }
}

/** Which line sets a purchase has: its rank plan, and anything else. */
async function lineSets(tx: Db, purchaseId: string): Promise<Set<LineSet>> {
  const lines = await tx
    .select({
      catalog_item_id: purchaseItems.catalog_item_id,
      delivery_snapshot: purchaseItems.delivery_snapshot,
    })
    .from(purchaseItems)
    .where(eq(purchaseItems.purchase_id, purchaseId));
  return new Set(lines.map((l) => (isPlanLine(l) ? 'plans' : 'items')));
}
