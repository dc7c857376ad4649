/**
 * Moving between rank plans. A buyer holds at most one plan; instead of a second one they change
 * it. A change is its own purchase (`replaces_purchase_id` names the plan it replaces) created
 * before Stripe is asked, then Stripe's subscription update (prorated, invoiced at once, refused
 * whole if the payment fails) re-labels the subscription with the change's id. The events it
 * causes name the change, and reconciliation (purchase-state.ts) ends the old rank and grants the
 * new one exactly once, whatever their order. Demo mode records the same two facts. Plan
 * checkouts and changes check and record under the buyer's plan lock, so two at once give one plan.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, like, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { requiresEvPolicy } from '../../../shared/shop/catalog';
import type { PlanChangeInput } from '../../../shared/shop/checkout-api';
import type {
  CurrentPlanResponse,
  PlanChangeQuoteResponse,
  PlanChangeResponse,
  PlanMove,
} from '../../../shared/shop/purchases';
import { planMove } from '../../../shared/shop/ranks';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import {
  purchaseAttestations,
  purchaseEffects,
  purchaseGrants,
  purchaseItems,
  purchases,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { catalogItemOf, isOnSale, snapshotOf } from './catalog-store';
import type { ReceivedFact } from './payment-facts';
import {
  awaitingPayment,
  beingPaid,
  DAY_MS,
  isPlanLine,
  type Purchase,
  type ShopContext,
} from './purchase-steps';
import { lockPayments, recordDemoCheckout, recordPaymentFact } from './reconcile';
import { automaticTaxEnabled, demoTaxCents } from './tax';

export interface HeldPlan {
  purchase: Purchase;
  line: typeof purchaseItems.$inferSelect;
  /** A change of this plan that Stripe has not applied yet (younger than a day). */
  pendingChange: boolean;
  /** Staff granted it: no subscription to change, and staff end it. */
  granted: boolean;
}

/**
 * A granted plan blocks buying another (two plans of one rank would end together: a take-back
 * removes all of the rank's time) and has no subscription to change, so the buyer is told how to
 * go on instead of being sent to a change that cannot work.
 */
const grantedPlan = (name: string) =>
  new AppError(
    409,
    'plan_granted',
    `Your ${name} plan was given to you by staff, so it cannot be changed or bought over here. Ask staff to end it; then you can buy the plan you want.`,
  );

/** A pending change older than this no longer blocks another one (Stripe gave up on it). */
const PENDING_CHANGE_MS = DAY_MS;

/**
 * When checkout.ts asks a plan's session to expire, from the moment it asks. The provider refuses
 * less than 30 minutes after its own clock; a minute over leaves room for the request's trip.
 */
export const PLAN_SESSION_EXPIRY_MS = 31 * 60_000;

/**
 * How long a plan checkout may still be paid, from its purchase's `created_at` (read before the
 * session is asked for, so a minute more than the session's expiry): while it may, it holds the
 * buyer's one plan.
 */
export const PLAN_CHECKOUT_OPEN_MS = PLAN_SESSION_EXPIRY_MS + 60_000;

/** The key space of pg_advisory_xact_lock(int, int) is shared: this number is the plans' half. */
const PLAN_LOCK_SPACE = 73_185;

/**
 * Takes the buyer's plan lock for the rest of `tx`: checkouts of a plan and plan changes check
 * "no other plan" and record theirs under it, so two at once cannot both pass. Taken before any
 * other lock (never inside a payment event's transaction).
 */
export async function lockUserPlans(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PLAN_LOCK_SPACE}::int, hashtext(${userId}::text))`);
}

/**
 * The plan the user holds now: the purchase whose plan track last gave a period (a grant or a
 * renewal after its last end or take-back), read from the effect log reconciliation keeps.
 */
export async function heldPlan(db: Db, userId: string, now: Date): Promise<HeldPlan | null> {
  const effects = await db
    .select({
      purchaseId: purchaseEffects.purchase_id,
      seq: purchaseEffects.seq,
      track: purchaseEffects.track,
    })
    .from(purchaseEffects)
    .innerJoin(purchases, eq(purchases.id, purchaseEffects.purchase_id))
    .where(and(eq(purchases.user_id, userId), like(purchaseEffects.track, 'plan%')))
    .orderBy(asc(purchaseEffects.seq));
  const last = new Map<string, string>();
  for (const e of effects) last.set(e.purchaseId, e.track);
  const holding = [...last].filter(([, track]) => track.startsWith('plan:')).map(([id]) => id);
  if (holding.length === 0) return null;
  const rows = await db
    .select()
    .from(purchases)
    .where(inArray(purchases.id, holding))
    .orderBy(asc(purchases.created_at));
  const purchase = rows.at(-1);
  if (!purchase) return null;
  const lines = await db.select().from(purchaseItems).where(eq(purchaseItems.purchase_id, purchase.id));
  const line = lines.find(isPlanLine);
  if (!line) return null;
  const [pending] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.replaces_purchase_id, purchase.id),
        eq(purchases.status, 'pending'),
        gt(purchases.created_at, new Date(now.getTime() - PENDING_CHANGE_MS)),
      ),
    )
    .limit(1);
  const [grant] = await db
    .select({ id: purchaseGrants.purchase_id })
    .from(purchaseGrants)
    .where(eq(purchaseGrants.purchase_id, purchase.id))
    .limit(1);
  return { purchase, line, pendingChange: Boolean(pending), granted: Boolean(grant) };
}

export async function currentPlanView(db: Db, userId: string, now: Date): Promise<CurrentPlanResponse> {
  const held = await heldPlan(db, userId, now);
  return {
    plan: held
      ? {
          purchase_id: held.purchase.id,
          catalog_item_id: held.line.catalog_item_id,
          name: held.line.item_name,
          change_pending: held.pendingChange,
        }
      : null,
  };
}

/**
 * The buyer's plan checkouts still being paid (`beingPaid` over a plan session's life, the same
 * rule stock holds use), their lines told apart by `isPlanLine` (its catalog fallback included).
 */
async function openPlanCheckouts(tx: Db, userId: string, now: Date) {
  const rows = await tx
    .select({
      id: purchases.id,
      sessionId: purchases.payment_session_id,
      awaitingPayment: sql<boolean>`${awaitingPayment}`,
      name: purchaseItems.item_name,
      catalog_item_id: purchaseItems.catalog_item_id,
      delivery_snapshot: purchaseItems.delivery_snapshot,
    })
    .from(purchases)
    .innerJoin(purchaseItems, eq(purchaseItems.purchase_id, purchases.id))
    .where(
      and(
        eq(purchases.user_id, userId),
        isNull(purchases.replaces_purchase_id),
        beingPaid(now, PLAN_CHECKOUT_OPEN_MS),
      ),
    )
    .orderBy(asc(purchases.created_at));
  return rows.filter(isPlanLine);
}

const checkoutOpen = (message: string) => new AppError(409, 'plan_checkout_open', message);

/**
 * Checkout's rule, inside its transaction under the buyer's plan lock: a buyer with a plan changes
 * it rather than buying a second one. A plan checkout of theirs still being paid gives way to the
 * new one, as a buyer who went back from the payment page or closed it expects: its session is
 * expired and that outcome recorded as the provider's expiry event would be. It holds their one
 * plan (409) when it cannot give way: its payment is on its way, it was paid, or its session is
 * still being opened.
 */
/**
 * Staff granting a rank plan: refused while the player holds a plan (paid or granted) or has a plan
 * checkout open, as a paid plan is refused over a granted one: two plans of a rank would both end
 * at the first one's take-back (`removetemp` removes all of the rank's time). The caller holds the
 * player's plan lock (`lockUserPlans`, taken before the payments lock).
 */
export async function refusePlanGrant(tx: Db, userId: string, playerName: string, now: Date): Promise<void> {
  const held = await heldPlan(tx, userId, now);
  if (held) {
    throw new AppError(
      409,
      'plan_active',
      `${playerName} already has the ${held.line.item_name} plan${held.granted ? ', granted by staff' : ''}: end it before granting another.`,
    );
  }
  const [open] = await openPlanCheckouts(tx, userId, now);
  if (open) {
    throw new AppError(
      409,
      'plan_checkout_open',
      `${playerName} has a checkout for the ${open.name} plan under way: grant a plan once it is paid or has expired.`,
    );
  }
}

export async function refuseSecondPlan(
  ctx: ShopContext,
  tx: Db,
  stripe: Stripe | null,
  userId: string,
  now: Date,
): Promise<void> {
  await lockUserPlans(tx, userId);
  const held = await heldPlan(tx, userId, now);
  if (held?.granted) throw grantedPlan(held.line.item_name);
  if (held) {
    throw new AppError(
      409,
      'plan_active',
      `You already have the ${held.line.item_name} plan. To move to another rank, upgrade or downgrade it on the Ranks page.`,
    );
  }
  const open = await openPlanCheckouts(tx, userId, now);
  // Checked for all first: nothing is expired for a checkout that is then refused anyway.
  const waiting = open.find((o) => o.awaitingPayment);
  if (waiting) {
    throw checkoutOpen(
      `Your payment for the ${waiting.name} plan is on its way (a bank payment can take a few days). If it fails, you can buy a plan again.`,
    );
  }
  for (const earlier of open) {
    if (!earlier.sessionId || !(await closeCheckout(ctx, tx, stripe, earlier.id, earlier.sessionId))) {
      throw checkoutOpen(
        `Your checkout for the ${earlier.name} plan is being paid or opened right now. Wait a moment, then look at your purchases.`,
      );
    }
  }
}

/**
 * Expires an open checkout's session and records it as the provider's expiry event would be
 * (same fact, same reconciliation: the purchase is canceled). False when the session was paid.
 * Demo mode: the test checkout's Cancel.
 */
async function closeCheckout(
  ctx: ShopContext,
  tx: Db,
  stripe: Stripe | null,
  purchaseId: string,
  sessionId: string,
): Promise<boolean> {
  if (!stripe) {
    const [purchase] = await tx
      .select({ id: purchases.id, total_amount_cents: purchases.total_amount_cents })
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    if (purchase) await recordDemoCheckout(ctx, tx, purchase, 'canceled');
    return true;
  }
  const status = await expireSession(ctx, stripe, sessionId);
  if (status === 'complete') return false;
  await lockPayments(tx);
  await recordPaymentFact(
    ctx,
    tx,
    { id: `expired-for-new-checkout:${sessionId}`, type: 'checkout.session.expired' },
    {
      fact: { kind: 'checkout_unpaid', outcome: 'canceled' },
      purchaseHint: purchaseId,
      paymentRef: null,
      subscriptionRef: null,
    },
  );
  return true;
}

/**
 * Asks the provider to expire a session; when it refuses (only open sessions can be expired),
 * reads the session's status instead. 502 when neither answers, or the session stays open.
 */
async function expireSession(
  ctx: ShopContext,
  stripe: Stripe,
  sessionId: string,
): Promise<'expired' | 'complete'> {
  let status: string | null = null;
  try {
    status = (await stripe.checkout.sessions.expire(sessionId)).status;
  } catch {
    try {
      status = (await stripe.checkout.sessions.retrieve(sessionId)).status;
    } catch (error) {
      ctx.deps.logger.error({ err: error, sessionId }, 'open plan checkout could not be expired');
    }
  }
  if (status === 'expired' || status === 'complete') return status;
  throw new AppError(502, 'checkout_failed', 'Failed to initiate checkout.');
}

/** The buyer's plan and the plan they ask to move to, refused with the reason (shared by quote and change). */
async function resolveChange(ctx: ShopContext, db: Db, userId: string, priceId: string, now: Date) {
  const held = await heldPlan(db, userId, now);
  if (!held) throw new AppError(409, 'no_plan', 'You have no active rank plan to change.');
  if (held.granted) throw grantedPlan(held.line.item_name);
  if (held.pendingChange) {
    throw new AppError(409, 'change_pending', 'Your previous plan change is still being processed.');
  }
  const products = await ctx.catalog.products();
  const product = products.find((p) => p.row.price_id === priceId);
  const item = product && isOnSale(product.row, now) ? catalogItemOf(product.row, now) : undefined;
  if (!product || !item || item.kind !== 'subscription') {
    throw new AppError(400, 'invalid_item', 'This plan is not available.', {
      price_id: ['This plan is not available'],
    });
  }
  if (item.id === held.line.catalog_item_id) {
    throw new AppError(409, 'same_plan', `You already have the ${held.line.item_name} plan.`);
  }
  const heldRank =
    held.line.delivery_snapshot?.rank ??
    products.find((p) => p.row.id === held.line.catalog_item_id)?.row.rank ??
    '';
  const move: PlanMove = planMove(heldRank, item.rank ?? '');
  return { held, product, item, move };
}

/**
 * What the change would charge now. Stripe previews the prorated invoice the update would create
 * (priced on the subscription's own product, so nothing is created to ask); demo mode answers the
 * labelled demo proration `recordDemoChange` would record.
 */
export async function quotePlanChange(
  ctx: ShopContext,
  stripe: Stripe | null,
  user: SessionUser,
  input: PlanChangeInput,
): Promise<PlanChangeQuoteResponse> {
  const now = ctx.deps.now();
  const { held, item, move } = await resolveChange(ctx, ctx.deps.database.db, user.id, input.price_id, now);
  const taxOn = await automaticTaxEnabled(ctx.deps.database.db, now);
  const base = {
    from_name: held.line.item_name,
    to_name: item.name,
    move,
    renews_at_cents: item.unit_amount_cents,
    interval: item.interval ?? 'month',
  } as const;
  if (!stripe) {
    const proration = Math.max(0, item.unit_amount_cents - held.line.item_price_cents);
    const tax = taxOn ? demoTaxCents(proration) : 0;
    return { ...base, due_now_cents: proration + tax, tax_cents: tax, credit_cents: 0, demo: true };
  }
  const subscriptionId = held.purchase.stripe_subscription_id;
  try {
    if (!subscriptionId) throw new Error('plan purchase without a subscription');
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const current = subscription.items.data[0];
    const productId = current?.price?.product;
    if (!current || !productId) throw new Error('subscription without a priced item');
    const preview = await stripe.invoices.createPreview({
      subscription: subscriptionId,
      automatic_tax: { enabled: taxOn },
      subscription_details: {
        items: [
          {
            id: current.id,
            price_data: {
              currency: held.purchase.currency,
              product: typeof productId === 'string' ? productId : productId.id,
              unit_amount: item.unit_amount_cents,
              recurring: { interval: item.interval ?? 'month' },
            },
          },
        ],
        proration_behavior: 'always_invoice',
        proration_date: Math.floor(now.getTime() / 1000),
      },
    });
    const tax = (preview.total_taxes ?? []).reduce((sum, t) => sum + t.amount, 0);
    return {
      ...base,
      due_now_cents: Math.max(0, preview.amount_due),
      tax_cents: preview.amount_due > 0 ? tax : 0,
      credit_cents: Math.max(0, -preview.total),
      demo: false,
    };
  } catch (error) {
    ctx.deps.logger.error({ err: error, purchaseId: held.purchase.id }, 'plan change preview failed');
    throw new AppError(502, 'plan_quote_failed', 'Could not price this change right now. Please try again.');
  }
}

export async function changePlan(
  ctx: ShopContext,
  stripe: Stripe | null,
  user: SessionUser,
  input: PlanChangeInput,
): Promise<PlanChangeResponse> {
  const { db } = ctx.deps.database;
  const now = ctx.deps.now();
  const changeId = randomUUID();
  // Resolved once, under the buyer's plan lock: the pending change this inserts refuses any change
  // sent at the same moment (its check reads after this commits), and everything below uses this
  // one answer, never a reading from before the lock.
  const { held, item } = await db.transaction(async (tx) => {
    await lockUserPlans(tx, user.id);
    const resolved = await resolveChange(ctx, tx, user.id, input.price_id, now);
    const evPolicy = requiresEvPolicy(resolved.item)
      ? await ownedEvPolicy(tx, user.id, input.evPolicyAttestationId)
      : null;
    const old = resolved.held.purchase;
    await tx.insert(purchases).values({
      id: changeId,
      user_id: user.id,
      status: 'pending',
      total_amount_cents: resolved.item.unit_amount_cents,
      currency: old.currency,
      minecraft_username: old.minecraft_username,
      player_uuid: old.player_uuid,
      gym_leader_id: old.gym_leader_id,
      attestation_id: old.attestation_id,
      ev_policy_attestation_id: evPolicy,
      stripe_customer_id: old.stripe_customer_id,
      stripe_subscription_id: old.stripe_subscription_id,
      replaces_purchase_id: old.id,
      created_at: now,
    });
    await tx.insert(purchaseItems).values({
      purchase_id: changeId,
      catalog_item_id: resolved.item.id,
      price_id: resolved.item.price_id,
      item_name: resolved.item.name,
      item_price_cents: resolved.item.unit_amount_cents,
      quantity: 1,
      total_price_cents: resolved.item.unit_amount_cents,
      delivery_snapshot: snapshotOf(resolved.product),
    });
    return resolved;
  });
  const old = held.purchase;

  if (!stripe) {
    await db.transaction((tx) =>
      recordDemoChange(ctx, tx, changeId, held.line.item_price_cents, item.unit_amount_cents),
    );
  } else {
    try {
      await updateSubscription(stripe, old, changeId, item);
    } catch (error) {
      const applied = isRefusal(error) ? false : await updateApplied(stripe, old, changeId);
      if (applied !== false) {
        // The answer was lost (or Stripe cannot say yet), not surely the update: the change stays
        // pending and completes from its event like any other, or gives way after a day.
        ctx.deps.logger.warn(
          { err: error, purchaseId: changeId, applied },
          'plan change unconfirmed: its answer was lost',
        );
      } else {
        // Only while pending: an event may have completed the change before this failure came back.
        await db
          .update(purchases)
          .set({ status: 'failed' })
          .where(and(eq(purchases.id, changeId), eq(purchases.status, 'pending')));
        if (error instanceof Error && 'statusCode' in error && error.statusCode === 402) {
          throw new AppError(
            409,
            'payment_declined',
            'Your payment was declined, so your plan is unchanged.',
          );
        }
        ctx.deps.logger.error({ err: error, purchaseId: changeId }, 'plan change failed');
        throw new AppError(502, 'plan_change_failed', 'Could not change your plan. Your plan is unchanged.');
      }
    }
  }
  const [row] = await db
    .select({ status: purchases.status })
    .from(purchases)
    .where(eq(purchases.id, changeId));
  return { purchase_id: changeId, status: row?.status ?? 'pending', demo: !stripe };
}

/** The buyer's own EV Editor Policy attestation named by the request, else 400. */
async function ownedEvPolicy(
  tx: Db,
  userId: string,
  attestationId: string | null | undefined,
): Promise<string> {
  const [owned] = attestationId
    ? await tx
        .select({ id: purchaseAttestations.id })
        .from(purchaseAttestations)
        .where(
          and(
            eq(purchaseAttestations.id, attestationId),
            eq(purchaseAttestations.user_id, userId),
            eq(purchaseAttestations.attestation_type, 'ev_editor_policy'),
          ),
        )
    : [];
  if (!owned) throw new AppError(400, 'ev_policy_required', 'Please confirm EV Editor Policy');
  return owned.id;
}

/**
 * Stripe's side: the subscription's one item moves to the new price, the difference is prorated
 * and invoiced at once, the update is refused whole if that payment fails, and the metadata names
 * the change so every later event does too.
 */
async function updateSubscription(
  stripe: Stripe,
  old: Purchase,
  changeId: string,
  item: ReturnType<typeof catalogItemOf>,
): Promise<void> {
  const subscriptionId = old.stripe_subscription_id;
  if (!subscriptionId) throw new UpdateNotSent('plan purchase without a subscription');
  const { current, product } = await (async () => {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const first = subscription.items.data[0];
    if (!first) throw new Error('subscription without an item');
    const created = await stripe.products.create(
      { name: item.name, metadata: { catalog_item_id: item.id } },
      { idempotencyKey: `plan-product:${changeId}` },
    );
    return { current: first, product: created };
  })().catch((error: unknown) => {
    throw new UpdateNotSent('plan change not sent', { cause: error });
  });
  await stripe.subscriptions.update(
    subscriptionId,
    {
      items: [
        {
          id: current.id,
          price_data: {
            currency: old.currency,
            product: product.id,
            unit_amount: item.unit_amount_cents,
            recurring: { interval: item.interval ?? 'month' },
          },
        },
      ],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      metadata: { purchase_id: changeId },
    },
    { idempotencyKey: `plan-change:${changeId}` },
  );
}

/** The update was never sent: a step before it failed, so the plan surely did not change. */
class UpdateNotSent extends Error {}

/**
 * A failure that surely changed nothing: a step before the update, or Stripe's own refusal of the
 * request (a 4xx: a declined payment, a bad request, a rate limit). A lost connection or a 5xx
 * may hide an update Stripe applied.
 */
function isRefusal(error: unknown): boolean {
  if (error instanceof UpdateNotSent) return true;
  const status = error instanceof Error && 'statusCode' in error ? Number(error.statusCode) : NaN;
  return status >= 400 && status < 500;
}

/**
 * Whether the subscription carries change `changeId` (its update names the change in metadata),
 * asked after an update failed without a refusal; 'unknown' when Stripe cannot be asked either.
 */
async function updateApplied(stripe: Stripe, old: Purchase, changeId: string): Promise<boolean | 'unknown'> {
  if (!old.stripe_subscription_id) return false;
  try {
    const subscription = await stripe.subscriptions.retrieve(old.stripe_subscription_id);
    return subscription.metadata?.purchase_id === changeId;
  } catch {
    return 'unknown';
  }
}

/**
 * Demo mode: the facts Stripe's events would give for an applied change, through the same
 * reconciliation. The labelled demo proration charges the full price difference of an upgrade
 * (Stripe charges only the rest of the period) and nothing for a downgrade.
 */
async function recordDemoChange(
  ctx: ShopContext,
  tx: Db,
  changeId: string,
  oldCents: number,
  newCents: number,
): Promise<void> {
  await lockPayments(tx);
  const now = ctx.deps.now();
  const subscriptionRef = `demo_sub_${changeId}`;
  const proration = Math.max(0, newCents - oldCents);
  const tax = (await automaticTaxEnabled(tx, now)) ? demoTaxCents(proration) : 0;
  const paymentRef = `demo_pi_${changeId}`;
  const facts: [string, ReceivedFact][] = [
    [
      'customer.subscription.updated',
      {
        fact: { kind: 'subscription_updated', subscriptionRef, purchaseRef: changeId },
        purchaseHint: changeId,
        paymentRef: null,
        subscriptionRef,
      },
    ],
    [
      'invoice.paid',
      {
        fact: {
          kind: 'invoice_paid',
          invoiceId: `demo_in_${changeId}`,
          subscriptionRef,
          paymentRef,
          paidCents: proration + tax,
          taxCents: tax,
          first: false,
          change: true,
          purchaseRef: changeId,
          at: Math.floor(now.getTime() / 1000),
        },
        purchaseHint: changeId,
        paymentRef,
        subscriptionRef,
      },
    ],
  ];
  for (const [type, received] of facts) {
    await recordPaymentFact(ctx, tx, { id: `demo:${type}:${changeId}`, type }, received);
  }
}
