/**
 * /api/shop: attestations, checkout, the labelled test checkout (demo mode only), the buyer's own
 * purchases and the gym leader dashboard; /api/billing/portal sends a buyer to Stripe's portal.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import {
  attestationSchema,
  checkoutSchema,
  planChangeSchema,
  quoteSchema,
} from '../../../shared/shop/checkout-api';
import { shopEndpoints } from '../../../shared/shop/endpoints';
import type { GiftRecipientResponse } from '../../../shared/shop/gift-rules';
import { giftRecipientQuery } from '../../../shared/shop/gifts';
import type {
  AttestationResponse,
  CheckoutResponse,
  DashboardResponse,
  PurchasesResponse,
  PurchaseView,
  QuoteResponse,
  ReceivedGiftView,
  TestCheckoutView,
} from '../../../shared/shop/purchases';
import type { Db } from '../../db/client';
import { gymLeaders, players, purchaseAttestations, purchaseItems, purchases, users } from '../../db/schema';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { AppError, notFound } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { returnOrigin } from '../../lib/security';
import { requireUser } from '../auth';
import { assertNotBanned } from '../bans';
import { catalogOnSale } from './catalog-store';
import { quoteCart, startCheckout } from './checkout';
import { codeSummary } from './discounts';
import { findGiftRecipient } from './gifts';
import { leaderTotals } from './ledger';
import { changePlan, currentPlanView, quotePlanChange } from './plan-change';
import { isPlanLine, type ShopContext } from './purchase-steps';
import { recordDemoCheckout } from './reconcile';
import { automaticTaxEnabled, demoTaxCents } from './tax';

const PURCHASE_LIST_LIMIT = 100;

async function purchaseViews(db: Db, where: ReturnType<typeof and>, limit: number): Promise<PurchaseView[]> {
  const rows = await db
    .select({
      purchase: purchases,
      leader: { id: gymLeaders.id, display_name: gymLeaders.display_name, element: gymLeaders.element },
    })
    .from(purchases)
    .leftJoin(gymLeaders, eq(gymLeaders.id, purchases.gym_leader_id))
    .where(where)
    .orderBy(desc(purchases.created_at), desc(purchases.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const lines = await linesOf(
    db,
    rows.map((r) => r.purchase.id),
  );
  const replaced = rows.flatMap((r) =>
    r.purchase.replaces_purchase_id ? [r.purchase.replaces_purchase_id] : [],
  );
  const replacedLines = replaced.length
    ? await db.select().from(purchaseItems).where(inArray(purchaseItems.purchase_id, replaced))
    : [];
  const changedFrom = (id: string | null) =>
    id ? (replacedLines.find((l) => l.purchase_id === id && isPlanLine(l))?.item_name ?? null) : null;
  return rows.map(({ purchase: p, leader }) => ({
    id: p.id,
    created_at: p.created_at.toISOString(),
    completed_at: p.completed_at?.toISOString() ?? null,
    status: p.status,
    total_amount_cents: p.total_amount_cents,
    tax_cents: p.tax_cents,
    currency: p.currency,
    minecraft_username: p.minecraft_username,
    changed_from: changedFrom(p.replaces_purchase_id),
    payment_session_id: p.payment_session_id,
    gym_leader: leader?.id ? leader : null,
    gift: p.is_gift ? { recipient_name: p.minecraft_username, message: p.gift_message } : null,
    discount_code: p.discount_code,
    purchase_items: lines
      .filter((l) => l.purchase_id === p.id)
      .map((l) => ({
        item_name: l.item_name,
        item_price_cents: l.item_price_cents,
        quantity: l.quantity,
        total_price_cents: l.total_price_cents,
        discount_cents: l.discount_cents,
      })),
  }));
}

/** Gifts others bought for `userId`, without their prices (the recipient sees what, not how much). */
async function receivedGiftViews(db: Db, userId: string): Promise<ReceivedGiftView[]> {
  const rows = await db
    .select({
      purchase: purchases,
      buyer_minecraft: players.mc_username,
      buyer_name: sql<string>`coalesce(${users.full_name}, ${users.discord_username})`,
    })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.user_id))
    .leftJoin(players, eq(players.auth_user_id, purchases.user_id))
    // A gift appears once it is paid: a checkout the buyer abandoned was never theirs to see.
    .where(
      and(
        eq(purchases.gift_recipient_user_id, userId),
        eq(purchases.is_gift, true),
        inArray(purchases.status, ['completed', 'refunded', 'disputed']),
      ),
    )
    .orderBy(desc(purchases.created_at), desc(purchases.id))
    .limit(PURCHASE_LIST_LIMIT);
  if (rows.length === 0) return [];
  const lines = await linesOf(
    db,
    rows.map((r) => r.purchase.id),
  );
  return rows.map(({ purchase: p, buyer_minecraft, buyer_name }) => ({
    id: p.id,
    created_at: p.created_at.toISOString(),
    status: p.status,
    from_name: buyer_minecraft ?? buyer_name,
    message: p.gift_message,
    items: lines
      .filter((l) => l.purchase_id === p.id)
      .map((l) => ({ item_name: l.item_name, quantity: l.quantity })),
  }));
}

export function shopRoutes(ctx: ShopContext, stripe: Stripe | null) {
  const { deps } = ctx;
  const { db } = deps.database;

  /** The signed-in user's own demo session; 404 for anyone else's or outside demo mode. */
  async function ownDemoSession(userId: string, sessionId: string) {
    if (stripe || !sessionId.startsWith('demo_')) throw notFound('No such test checkout.');
    const [purchase] = await db
      .select()
      .from(purchases)
      .where(and(eq(purchases.payment_session_id, sessionId), eq(purchases.user_id, userId)))
      .limit(1);
    if (!purchase) throw notFound('No such test checkout.');
    return purchase;
  }

  return endpointRoutes('/shop')
    .on(shopEndpoints.catalog, async (c) => {
      // Catalog edits reach open pages through the live stream; a reload must not show an old price.
      c.header('Cache-Control', 'no-cache');
      return c.json(await catalogOnSale(ctx));
    })
    .on(shopEndpoints.attest, { body: attestationSchema }, async (c, request) => {
      const user = requireUser(c);
      const input = await request.body();
      await consumeRateLimit(db, `attest:${user.id}`, 30, 600, 'Too many attempts. Please wait a moment.');
      const [row] = await db
        .insert(purchaseAttestations)
        .values({ user_id: user.id, ...input, created_at: deps.now() })
        .returning({ id: purchaseAttestations.id });
      return c.json({ id: row!.id } satisfies AttestationResponse, 201);
    })
    .on(
      shopEndpoints.checkout,
      { body: checkoutSchema, signInMessage: 'Please log in' },
      async (c, request) => {
        const user = requireUser(c);
        const input = await request.body();
        await assertNotBanned(db, user.id, deps.now());
        await consumeRateLimit(
          db,
          `checkout:${user.id}`,
          10,
          600,
          'Too many checkouts. Please wait a moment.',
        );
        const outcome = await startCheckout(ctx, stripe, user, input, returnOrigin(c, deps.env));
        return c.json({ url: outcome.url } satisfies CheckoutResponse);
      },
    )
    .on(shopEndpoints.giftRecipient, { query: giftRecipientQuery }, async (c, request) => {
      const user = requireUser(c);
      await consumeRateLimit(
        db,
        `gift-recipient:${user.id}`,
        60,
        600,
        'Too many look-ups. Please wait a moment.',
      );
      const recipient = await findGiftRecipient(db, request.query().name);
      return c.json({
        name: recipient.name,
        known: recipient.known,
        linked: recipient.userId !== null,
      } satisfies GiftRecipientResponse);
    })
    .on(shopEndpoints.currentPlan, async (c) => {
      const user = requireUser(c);
      return c.json(await currentPlanView(db, user.id, deps.now()));
    })
    .on(shopEndpoints.changePlan, { body: planChangeSchema }, async (c, request) => {
      const user = requireUser(c);
      const input = await request.body();
      await assertNotBanned(db, user.id, deps.now());
      await consumeRateLimit(
        db,
        `plan-change:${user.id}`,
        10,
        600,
        'Too many plan changes. Please wait a moment.',
      );
      return c.json(await changePlan(ctx, stripe, user, input));
    })
    .on(shopEndpoints.quotePlanChange, { body: planChangeSchema }, async (c, request) => {
      const user = requireUser(c);
      const input = await request.body();
      await consumeRateLimit(
        db,
        `plan-quote:${user.id}`,
        60,
        600,
        'Too many price checks. Please wait a moment.',
      );
      return c.json(await quotePlanChange(ctx, stripe, user, input));
    })
    .on(shopEndpoints.quote, { body: quoteSchema, signInMessage: 'Please log in' }, async (c, request) => {
      requireUser(c);
      const input = await request.body();
      const { lines, discounted, code, codeLeader } = await quoteCart(
        ctx,
        input.cartItems,
        input.discountCode,
        deps.now(),
      );
      return c.json({
        lines: lines.map((l, i) => ({
          price_id: l.item.price_id,
          name: l.item.name,
          quantity: l.quantity,
          list_cents: discounted.lines[i]!.list_cents,
          charged_cents: discounted.lines[i]!.charged_cents,
          sale_percent: discounted.lines[i]!.sale_percent,
        })),
        list_cents: discounted.list_cents,
        total_cents: discounted.total_cents,
        code: code ? { code: code.code, summary: codeSummary(code), gym_leader: codeLeader } : null,
      } satisfies QuoteResponse);
    })
    .on(shopEndpoints.testCheckout, async (c) => {
      const user = requireUser(c);
      const purchase = await ownDemoSession(user.id, c.req.param('session'));
      const [view] = await purchaseViews(db, eq(purchases.id, purchase.id), 1);
      return c.json({
        session_id: purchase.payment_session_id!,
        status: purchase.status,
        total_amount_cents: purchase.total_amount_cents,
        demo_tax_cents: (await automaticTaxEnabled(db, deps.now()))
          ? demoTaxCents(purchase.total_amount_cents)
          : 0,
        purchase_items: view?.purchase_items ?? [],
      } satisfies TestCheckoutView);
    })
    .on(shopEndpoints.payTestCheckout, async (c) => {
      const user = requireUser(c);
      const purchase = await ownDemoSession(user.id, c.req.param('session'));
      // The same reconciliation a paid Stripe session goes through.
      await db.transaction((tx) => recordDemoCheckout(ctx, tx, purchase, 'paid'));
      return c.json({
        url: `/success?session_id=${encodeURIComponent(purchase.payment_session_id!)}`,
      } satisfies CheckoutResponse);
    })
    .on(shopEndpoints.cancelTestCheckout, async (c) => {
      const user = requireUser(c);
      const purchase = await ownDemoSession(user.id, c.req.param('session'));
      await db.transaction((tx) => recordDemoCheckout(ctx, tx, purchase, 'canceled'));
      return c.json({ url: '/shop?canceled=true' } satisfies CheckoutResponse);
    })
    .on(shopEndpoints.purchases, async (c) => {
      const user = requireUser(c);
      const list = await purchaseViews(db, and(eq(purchases.user_id, user.id)), PURCHASE_LIST_LIMIT);
      const received = await receivedGiftViews(db, user.id);
      return c.json({ purchases: list, received_gifts: received } satisfies PurchasesResponse);
    })
    .on(shopEndpoints.purchaseBySession, async (c) => {
      const user = requireUser(c);
      const sessionId = c.req.param('sessionId');
      const [view] = await purchaseViews(
        db,
        and(eq(purchases.payment_session_id, sessionId), eq(purchases.user_id, user.id)),
        1,
      );
      if (!view) throw notFound('No purchase matches this checkout.');
      return c.json(view satisfies PurchaseView);
    })
    .on(shopEndpoints.dashboard, async (c) => {
      const user = requireUser(c);
      const [leader] = await db
        .select({
          id: gymLeaders.id,
          display_name: gymLeaders.display_name,
          element: gymLeaders.element,
          badges_awarded: gymLeaders.badges_awarded,
          win_rate: gymLeaders.win_rate,
          status: gymLeaders.status,
        })
        .from(gymLeaders)
        .innerJoin(players, eq(players.id, gymLeaders.player_id))
        .where(eq(players.auth_user_id, user.id))
        .limit(1);
      if (!leader) throw new AppError(403, 'not_gym_leader', 'You are not registered as a gym leader.');
      const totals = await leaderTotals(db, leader.id, deps.now());
      return c.json({ ...leader, gym_leader_id: leader.id, ...totals } satisfies DashboardResponse);
    }).routes;
}

export function billingRoutes(ctx: ShopContext, stripe: Stripe | null) {
  const { deps } = ctx;
  return endpointRoutes('/billing').on(shopEndpoints.billingPortal, async (c) => {
    const user = c.var.user;
    if (!user) return c.redirect('/purchase-history', 303);
    const [known] = await deps.database.db
      .select({ customer: purchases.stripe_customer_id })
      .from(purchases)
      .where(and(eq(purchases.user_id, user.id), isNotNull(purchases.stripe_customer_id)))
      .orderBy(desc(purchases.created_at))
      .limit(1);
    const customer = known?.customer;
    if (stripe && customer) {
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer,
          return_url: `${deps.env.PUBLIC_URL}/purchase-history`,
        });
        return c.redirect(session.url, 303);
      } catch (error) {
        deps.logger.error({ err: error }, 'billing portal session failed');
      }
    }
    if (stripe && deps.env.CUSTOMER_PORTAL_URL) return c.redirect(deps.env.CUSTOMER_PORTAL_URL, 303);
    return c.redirect('/purchase-history?portal=unavailable', 303);
  }).routes;
}

/** The lines of the listed purchases, read in one statement for both history views. */
function linesOf(db: Db, purchaseIds: string[]) {
  return db.select().from(purchaseItems).where(inArray(purchaseItems.purchase_id, purchaseIds));
}
