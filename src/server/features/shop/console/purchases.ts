/**
 * The console's purchases: search (a buyer's name, a Minecraft name, a checkout session or payment
 * id), and one purchase with its payment events, deliveries and ledger rows. A staff grant is one
 * of them, labelled with its reason and who gave it.
 */
import { and, asc, desc, eq, exists, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { UUID_PATTERN } from '../../../../shared/ids';
import { formatUsd } from '../../../../shared/shop/catalog';
import {
  PURCHASE_SEARCH_LIMIT,
  type PurchaseSearch,
  type StaffPurchase,
  type StaffPurchaseDetailResponse,
} from '../../../../shared/shop/console/purchases';
import type { Db } from '../../../db/client';
import {
  deliveries,
  gymLeaderLedger,
  gymLeaders,
  players,
  purchaseGrants,
  purchaseItems,
  purchases,
  stripeEvents,
  users,
} from '../../../db/schema';
import { ledgerOldestFirst } from '../ledger';
import type { PaymentFact } from '../payment-facts';
import { refundState } from '../refunds';

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const refundedSql = sql<number>`coalesce((
  select max(coalesce((se.fact ->> 'refundedCents')::integer, se.reversed_cents))
  from stripe_events se
  where se.payment_ref = ${purchases.payment_intent_id}
    and coalesce(se.fact ->> 'kind', case when se.type = 'charge.refunded' then 'refund' end) = 'refund'
), 0)`.mapWith(Number);

const shareSql = sql<number>`coalesce((
  select sum(l.amount_cents) from gym_leader_ledger l
  where l.purchase_id = ${purchases.id} and l.kind <> 'payout'
), 0)`.mapWith(Number);

/** The purchases tab's order: newest first, and purchases of one instant by id. */
export const newestPurchasesFirst = [desc(purchases.created_at), desc(purchases.id)];

export async function views(db: Db, where: SQL | undefined, limit: number): Promise<StaffPurchase[]> {
  const rows = await db
    .select({
      purchase: purchases,
      buyer: { id: users.id, discord_username: users.discord_username, full_name: users.full_name },
      leader: { id: gymLeaders.id, display_name: gymLeaders.display_name },
      refunded: refundedSql,
      share: shareSql,
      grant: purchaseGrants,
    })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.user_id))
    .leftJoin(purchaseGrants, eq(purchaseGrants.purchase_id, purchases.id))
    .leftJoin(gymLeaders, eq(gymLeaders.id, purchases.gym_leader_id))
    .where(where)
    .orderBy(...newestPurchasesFirst)
    .limit(limit);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(purchaseItems)
    .where(
      inArray(
        purchaseItems.purchase_id,
        rows.map((r) => r.purchase.id),
      ),
    )
    .orderBy(asc(purchaseItems.id));
  return rows.map(({ purchase: p, buyer, leader, refunded, share, grant }) => ({
    id: p.id,
    created_at: p.created_at.toISOString(),
    completed_at: p.completed_at?.toISOString() ?? null,
    status: p.status,
    total_amount_cents: p.total_amount_cents,
    currency: p.currency,
    minecraft_username: p.minecraft_username,
    buyer,
    gift: p.is_gift ? { recipient_linked: p.gift_recipient_user_id !== null, message: p.gift_message } : null,
    payment_session_id: p.payment_session_id,
    payment_intent_id: p.payment_intent_id,
    items: lines
      .filter((l) => l.purchase_id === p.id)
      .map((l) => ({ item_name: l.item_name, quantity: l.quantity, total_price_cents: l.total_price_cents })),
    gym_leader: leader?.id ? leader : null,
    leader_share_cents: share,
    refunded_cents: refunded,
    demo: p.payment_session_id?.startsWith('demo_') ?? false,
    grant: grant
      ? {
          reason: grant.reason,
          granted_by: grant.granted_by_name,
          revoked_at: grant.revoked_at?.toISOString() ?? null,
          revoked_by: grant.revoked_by_name,
          revoke_reason: grant.revoke_reason,
        }
      : null,
  }));
}

/**
 * Newest first; with `q`, purchases whose buyer (Discord or full name, or the Minecraft name of
 * their linked player), Minecraft name or Stripe ids match. A gift's Minecraft name is its
 * recipient's, so the buyer's own Minecraft name is looked up on their player row.
 */
export async function searchPurchases(db: Db, query: PurchaseSearch): Promise<StaffPurchase[]> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(purchases.status, query.status));
  if (query.q) {
    const like = containing(query.q);
    const exact = [
      eq(purchases.payment_session_id, query.q),
      eq(purchases.payment_intent_id, query.q),
      eq(purchases.stripe_subscription_id, query.q),
    ];
    if (UUID_PATTERN.test(query.q.toLowerCase())) exact.push(eq(purchases.id, query.q.toLowerCase()));
    filters.push(
      or(
        ilike(purchases.minecraft_username, like),
        ilike(users.discord_username, like),
        ilike(sql`coalesce(${users.full_name}, '')`, like),
        exists(
          db
            .select({ id: players.id })
            .from(players)
            .where(and(eq(players.auth_user_id, purchases.user_id), ilike(players.mc_username, like))),
        ),
        ...exact,
      )!,
    );
  }
  return views(db, and(...filters), PURCHASE_SEARCH_LIMIT);
}

/** One line about a payment event, from its stored fact. */
function summarize(type: string, fact: PaymentFact | null): string {
  if (!fact) return type;
  switch (fact.kind) {
    case 'checkout_paid':
      return fact.paidCents === null ? 'Checkout paid' : `Checkout paid: ${formatUsd(fact.paidCents)}`;
    case 'checkout_awaiting_payment':
      return 'Checkout completed, payment on its way';
    case 'checkout_unpaid':
      return fact.outcome === 'canceled' ? 'Checkout abandoned' : 'Payment failed';
    case 'invoice_paid': {
      const what = fact.first ? 'First invoice' : fact.change ? 'Plan change invoice' : 'Renewal';
      const tax = fact.taxCents ? ` (tax ${formatUsd(fact.taxCents)})` : '';
      return `${what} paid: ${formatUsd(fact.paidCents)}${tax}`;
    }
    case 'refund':
      return `Refunded ${formatUsd(fact.refundedCents)} of ${formatUsd(fact.paymentCents)} so far`;
    case 'dispute':
      return `Dispute ${fact.outcome === 'open' ? 'opened' : fact.outcome}: ${formatUsd(fact.amountCents)}`;
    case 'subscription_updated':
      return 'Subscription updated';
    case 'subscription_ended':
      return 'Subscription ended';
    case 'grant':
      return 'Granted by staff, without payment';
    case 'grant_revoked':
      return 'Grant revoked by staff';
  }
}

export async function purchaseDetail(
  db: Db,
  id: string,
  stripe: Stripe | null,
): Promise<StaffPurchaseDetailResponse | null> {
  const [purchase] = await views(db, eq(purchases.id, id), 1);
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).limit(1);
  if (!purchase || !row) return null;
  const matches: SQL[] = [eq(stripeEvents.purchase_id, id)];
  if (row.payment_intent_id) matches.push(eq(stripeEvents.payment_ref, row.payment_intent_id));
  if (row.stripe_subscription_id) matches.push(eq(stripeEvents.subscription_ref, row.stripe_subscription_id));
  const events = await db
    .select()
    .from(stripeEvents)
    .where(or(...matches))
    .orderBy(asc(stripeEvents.received_at), asc(stripeEvents.id));
  // Its items follow the purchase's own sequence; its rank plan follows the buyer's plan sequence
  // (purchase-steps.ts), where the source names the purchase.
  const queued = await db
    .select()
    .from(deliveries)
    .where(
      or(
        eq(deliveries.sequence_key, `purchase:${id}`),
        and(eq(deliveries.sequence_key, `plan:${row.user_id}`), like(deliveries.source, `shop:%:${id}`)),
      ),
    )
    .orderBy(asc(deliveries.created_at), asc(deliveries.sequence_step));
  const ledger = await db
    .select()
    .from(gymLeaderLedger)
    .where(eq(gymLeaderLedger.purchase_id, id))
    .orderBy(ledgerOldestFirst);
  const refund = await refundState(db, row, stripe);
  return {
    purchase,
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      received_at: e.received_at.toISOString(),
      summary: summarize(e.type, e.fact),
    })),
    deliveries: queued.map((d) => ({
      id: d.id,
      command: d.command,
      stage: d.source.split(':')[1] ?? d.source,
      status: d.status,
      failed_attempts: d.failed_attempts,
      last_error: d.last_error,
      created_at: d.created_at.toISOString(),
      delivered_at: d.delivered_at?.toISOString() ?? null,
    })),
    ledger: ledger.map((l) => ({
      id: l.id,
      kind: l.kind,
      amount_cents: l.amount_cents,
      note: l.note,
      created_at: l.created_at.toISOString(),
    })),
    refund: { mode: refund.mode, refundable_cents: refund.refundableCents, reason: refund.reason },
  };
}
