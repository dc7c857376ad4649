/**
 * The money path after payment. Every function runs inside the caller's transaction (the webhook
 * handler, which also records the event id, or the test checkout), locks the purchase row first,
 * and writes with idempotency keys, so a repeated or concurrent event changes nothing:
 * - fulfilPurchase: pending → completed, queues each line's `grant` commands, credits the chosen
 *   leader's share as an earning payable after the refund window;
 * - renewPurchase: a rank's renewal invoice queues `renew` commands and credits the share again;
 * - reversePayment: a refund or dispute takes back the share (reversal entry) and queues `revoke`;
 * - endSubscription: a cancelled plan queues `revoke` for its rank lines.
 *
 * Out-of-order events: a refund or dispute that arrives before the purchase is fulfilled marks the
 * purchase `refunded`/`disputed` when it can be matched (metadata), and otherwise stays recorded in
 * stripe_events by payment; fulfilment checks for such an event first and then delivers and credits
 * nothing. A purchase is fulfilled only from `pending`.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { findCatalogItemById } from '../../../shared/shop/catalog';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { gymLeaderLedger, purchaseItems, purchases, stripeEvents } from '../../db/schema';
import { queueDelivery } from '../bridge/deliveries';
import { commandsFor, type GroupTemplates, type TemplateTable } from './commands';
import { reversalCents, shareCents } from './revenue-share';

export interface ShopContext {
  deps: Deps;
  templates: TemplateTable;
}

type Purchase = typeof purchases.$inferSelect;

const DAY_MS = 86_400_000;

async function lockPurchase(tx: Db, id: string): Promise<Purchase | undefined> {
  const [row] = await tx.select().from(purchases).where(eq(purchases.id, id)).for('update').limit(1);
  return row;
}

async function queueStage(
  ctx: ShopContext,
  tx: Db,
  purchase: Purchase,
  stage: keyof GroupTemplates,
  keyPrefix: string,
  onlyRanks = false,
): Promise<number> {
  const lines = await tx
    .select()
    .from(purchaseItems)
    .where(eq(purchaseItems.purchase_id, purchase.id))
    .orderBy(asc(purchaseItems.id));
  let queued = 0;
  for (const line of lines) {
    const item = findCatalogItemById(line.catalog_item_id);
    if (onlyRanks && item?.kind !== 'subscription') continue;
    const commands = commandsFor(ctx.templates, stage, {
      player: purchase.minecraft_username,
      uuid: purchase.player_uuid,
      item,
      catalogItemId: line.catalog_item_id,
      count: line.quantity,
    });
    for (const [index, command] of commands.entries()) {
      const { created } = await queueDelivery(tx, {
        idempotencyKey: `${keyPrefix}:${line.id}:${index}`,
        playerUuid: purchase.player_uuid,
        command: command.command,
        requireOnline: command.requireOnline,
        source: `shop:${stage}:${purchase.id}`,
      });
      if (created) queued++;
    }
  }
  return queued;
}

async function creditShare(
  ctx: ShopContext,
  tx: Db,
  purchase: Purchase,
  paidCents: number,
  paymentRef: string | null,
  key: string,
): Promise<number> {
  if (!purchase.gym_leader_id) return 0;
  const amount = shareCents(paidCents, ctx.deps.env.REVENUE_SHARE_PERCENT);
  if (amount <= 0) return 0;
  const now = ctx.deps.now();
  const inserted = await tx
    .insert(gymLeaderLedger)
    .values({
      gym_leader_id: purchase.gym_leader_id,
      purchase_id: purchase.id,
      kind: 'earning',
      amount_cents: amount,
      payment_ref: paymentRef,
      available_at: new Date(now.getTime() + ctx.deps.env.REFUND_WINDOW_DAYS * DAY_MS),
      idempotency_key: key,
      created_at: now,
    })
    .onConflictDoNothing({ target: gymLeaderLedger.idempotency_key })
    .returning({ id: gymLeaderLedger.id });
  return inserted.length > 0 ? amount : 0;
}

export interface PaymentFacts {
  purchaseId: string;
  /** The provider payment (intent) id; refunds and disputes name it. */
  paymentRef: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
  /** What was actually paid; the recorded total when the provider does not say. */
  paidCents?: number | null;
}

export type FulfilResult = 'fulfilled' | 'already' | 'reversed_before_fulfilment' | 'unknown_purchase';

export async function fulfilPurchase(ctx: ShopContext, tx: Db, facts: PaymentFacts): Promise<FulfilResult> {
  const purchase = await lockPurchase(tx, facts.purchaseId);
  if (!purchase) {
    ctx.deps.logger.warn({ purchaseId: facts.purchaseId }, 'payment for an unknown purchase');
    return 'unknown_purchase';
  }
  const ids = {
    payment_intent_id: purchase.payment_intent_id ?? facts.paymentRef ?? null,
    stripe_customer_id: purchase.stripe_customer_id ?? facts.customerId ?? null,
    stripe_subscription_id: purchase.stripe_subscription_id ?? facts.subscriptionId ?? null,
  };
  if (purchase.status !== 'pending') {
    await tx.update(purchases).set(ids).where(eq(purchases.id, purchase.id));
    return 'already';
  }
  const paymentRef = ids.payment_intent_id;
  if (paymentRef) {
    const [early] = await tx
      .select({ type: stripeEvents.type })
      .from(stripeEvents)
      .where(
        and(
          eq(stripeEvents.payment_ref, paymentRef),
          inArray(stripeEvents.type, ['charge.refunded', 'charge.dispute.created']),
        ),
      )
      .limit(1);
    if (early) {
      const status = early.type === 'charge.refunded' ? 'refunded' : 'disputed';
      await tx
        .update(purchases)
        .set({ ...ids, status })
        .where(eq(purchases.id, purchase.id));
      ctx.deps.logger.warn({ purchaseId: purchase.id, status }, 'payment reversed before fulfilment');
      return 'reversed_before_fulfilment';
    }
  }
  const completed = { ...purchase, ...ids, status: 'completed' as const, completed_at: ctx.deps.now() };
  await tx
    .update(purchases)
    .set({ ...ids, status: 'completed', completed_at: completed.completed_at })
    .where(eq(purchases.id, purchase.id));
  await queueStage(ctx, tx, completed, 'grant', `shop:grant:${purchase.id}`);
  await creditShare(
    ctx,
    tx,
    completed,
    facts.paidCents ?? purchase.total_amount_cents,
    paymentRef,
    `earning:${purchase.id}`,
  );
  return 'fulfilled';
}

/**
 * A plan's first invoice names the payment intent that its refunds will name (the checkout session
 * of a subscription carries none). Whichever of the two events comes first, the purchase and its
 * earning end up keyed by that payment.
 */
export async function attachFirstPayment(
  tx: Db,
  input: { purchaseId: string | null; subscriptionId: string | null; paymentRef: string },
): Promise<void> {
  const purchase = input.purchaseId
    ? await lockPurchase(tx, input.purchaseId)
    : input.subscriptionId
      ? await findBySubscription(tx, input.subscriptionId)
      : undefined;
  if (!purchase) return;
  const placeholder = purchase.payment_intent_id;
  if (placeholder && placeholder !== purchase.stripe_subscription_id) return;
  await tx
    .update(purchases)
    .set({ payment_intent_id: input.paymentRef })
    .where(eq(purchases.id, purchase.id));
  await tx
    .update(gymLeaderLedger)
    .set({ payment_ref: input.paymentRef })
    .where(eq(gymLeaderLedger.idempotency_key, `earning:${purchase.id}`));
}

/** Marks a purchase that was never paid (expired session, failed async payment). */
export async function closeUnpaid(tx: Db, purchaseId: string, status: 'failed' | 'canceled'): Promise<void> {
  await tx
    .update(purchases)
    .set({ status })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'pending')));
}

export async function findBySubscription(tx: Db, subscriptionId: string): Promise<Purchase | undefined> {
  const [row] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.stripe_subscription_id, subscriptionId))
    .limit(1);
  return row;
}

export async function renewPurchase(
  ctx: ShopContext,
  tx: Db,
  input: { purchaseId: string; invoiceId: string; paymentRef: string | null; paidCents: number },
): Promise<boolean> {
  const purchase = await lockPurchase(tx, input.purchaseId);
  if (purchase?.status !== 'completed') return false;
  await queueStage(ctx, tx, purchase, 'renew', `shop:renew:${input.invoiceId}`, true);
  await creditShare(
    ctx,
    tx,
    purchase,
    input.paidCents,
    input.paymentRef,
    `earning:invoice:${input.invoiceId}`,
  );
  return true;
}

export async function endSubscription(ctx: ShopContext, tx: Db, purchaseId: string): Promise<boolean> {
  const purchase = await lockPurchase(tx, purchaseId);
  if (purchase?.status !== 'completed') return false;
  await queueStage(ctx, tx, purchase, 'revoke', `shop:end:${purchase.id}`, true);
  return true;
}

export interface Reversal {
  kind: 'refund' | 'dispute';
  paymentRef: string | null;
  /** A purchase id the provider echoed back (metadata), if any. */
  purchaseIdHint?: string | null;
  /** Cumulative amount refunded (or disputed) on this payment, and the payment's amount. */
  reversedCents: number;
  paymentCents: number;
}

export type ReversalResult = 'reversed' | 'marked_before_fulfilment' | 'unmatched';

export async function reversePayment(ctx: ShopContext, tx: Db, input: Reversal): Promise<ReversalResult> {
  let purchaseId = input.purchaseIdHint ?? null;
  if (!purchaseId && input.paymentRef) {
    const [byIntent] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.payment_intent_id, input.paymentRef))
      .limit(1);
    const [byEarning] = byIntent
      ? [undefined]
      : await tx
          .select({ id: gymLeaderLedger.purchase_id })
          .from(gymLeaderLedger)
          .where(and(eq(gymLeaderLedger.payment_ref, input.paymentRef), eq(gymLeaderLedger.kind, 'earning')))
          .limit(1);
    purchaseId = byIntent?.id ?? byEarning?.id ?? null;
  }
  // Unmatched: the event row (with its payment_ref) is what fulfilment will find later.
  if (!purchaseId) return 'unmatched';
  const purchase = await lockPurchase(tx, purchaseId);
  if (!purchase) return 'unmatched';
  const full = input.kind === 'dispute' || input.reversedCents >= input.paymentCents;
  const newStatus = input.kind === 'dispute' ? 'disputed' : 'refunded';

  if (purchase.status === 'pending') {
    if (!full) return 'marked_before_fulfilment';
    await tx
      .update(purchases)
      .set({ status: newStatus, payment_intent_id: purchase.payment_intent_id ?? input.paymentRef })
      .where(eq(purchases.id, purchase.id));
    return 'marked_before_fulfilment';
  }

  // Take back the share credited for this payment, up to what the refund covers.
  const ref = input.paymentRef ?? purchase.payment_intent_id;
  const [earning] = await tx
    .select()
    .from(gymLeaderLedger)
    .where(
      ref
        ? and(eq(gymLeaderLedger.payment_ref, ref), eq(gymLeaderLedger.kind, 'earning'))
        : eq(gymLeaderLedger.idempotency_key, `earning:${purchase.id}`),
    )
    .limit(1);
  if (earning) {
    const target = full
      ? earning.amount_cents
      : reversalCents(earning.amount_cents, input.reversedCents, input.paymentCents);
    const [{ already } = { already: 0 }] = await tx
      .select({ already: sql<number>`coalesce(-sum(${gymLeaderLedger.amount_cents}), 0)::int` })
      .from(gymLeaderLedger)
      .where(
        and(
          eq(gymLeaderLedger.kind, 'reversal'),
          eq(gymLeaderLedger.purchase_id, purchase.id),
          earning.payment_ref ? eq(gymLeaderLedger.payment_ref, earning.payment_ref) : sql`true`,
        ),
      );
    const delta = target - Number(already);
    if (delta > 0) {
      await tx
        .insert(gymLeaderLedger)
        .values({
          gym_leader_id: earning.gym_leader_id,
          purchase_id: purchase.id,
          kind: 'reversal',
          amount_cents: -delta,
          payment_ref: earning.payment_ref,
          note: input.kind,
          available_at: earning.available_at,
          idempotency_key: `reversal:${earning.id}:${target}`,
          created_at: ctx.deps.now(),
        })
        .onConflictDoNothing({ target: gymLeaderLedger.idempotency_key });
    }
  }

  const original = !purchase.payment_intent_id || purchase.payment_intent_id === ref;
  if (full && original && purchase.status === 'completed') {
    await tx.update(purchases).set({ status: newStatus }).where(eq(purchases.id, purchase.id));
  } else if (full && original && purchase.status === 'refunded' && input.kind === 'dispute') {
    await tx.update(purchases).set({ status: 'disputed' }).where(eq(purchases.id, purchase.id));
  }
  // A refunded renewal takes back the plan only; the original payment takes back every line.
  if (full) await queueStage(ctx, tx, purchase, 'revoke', `shop:revoke:${purchase.id}:${ref}`, !original);
  return 'reversed';
}
