/**
 * Checkout: checks the buyer (linked Minecraft account, typed name, selectable leader, their own
 * attestations), prices every line from the catalog (the browser's prices and names are ignored),
 * records a pending purchase with its lines in one transaction, then opens the payment session.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { type CatalogItem, LEGACY_PRICE_IDS, requiresEvPolicy } from '../../../shared/shop/catalog';
import type { CheckoutRequest } from '../../../shared/shop/checkout-api';
import { CHECKOUT_MESSAGES, usernameMatches } from '../../../shared/shop/checkout-steps';
import { type DiscountedCart, formatCents, priceWithDiscounts } from '../../../shared/shop/discounts';
import { GIFT_SUBSCRIPTION_REFUSED } from '../../../shared/shop/gift-rules';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { gymLeaders, players, purchaseAttestations, purchaseItems, purchases } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { catalogItemOf, type Product, type ProductRow, snapshotOf } from './catalog-store';
import {
  type CodeRow,
  claimCodeUse,
  codeRefused,
  codeRuleOf,
  findCode,
  saleRuleOf,
  salesNotOver,
} from './discounts';
import { findGiftRecipient, type GiftRecipient } from './gifts';
import { PLAN_SESSION_EXPIRY_MS, refuseSecondPlan } from './plan-change';
import { checkPurchaseLimits } from './purchase-limits';
import type { ShopContext } from './purchase-steps';
import { automaticTaxEnabled } from './tax';

export interface PricedLine {
  item: CatalogItem;
  product: Product;
  quantity: number;
}

type Line = NonNullable<CheckoutRequest['cartItems']>[number];

/** The product a cart line stands for: its price id, else a legacy id mapped to one. */
export function resolveLine(line: Line, byPriceId: ReadonlyMap<string, Product>): Product | undefined {
  const direct = line.price_id ? byPriceId.get(line.price_id) : undefined;
  if (direct) return direct;
  const legacy =
    (line.price_id && LEGACY_PRICE_IDS[line.price_id]) || (line.id && LEGACY_PRICE_IDS[line.id]) || undefined;
  return legacy ? byPriceId.get(legacy) : undefined;
}

/** Why a product cannot be bought now, for the buyer; undefined when it can. */
function notForSale(row: ProductRow, now: Date): string | undefined {
  if (!row.visible || row.retired_at) return 'This item is no longer available';
  if (row.available_from && now < row.available_from) {
    return `This item is on sale from ${row.available_from.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
  if (row.available_until && now >= row.available_until) return 'This item is no longer on sale';
  return undefined;
}

/** Prices the cart from the catalog; refuses unknown, retired, unlisted or out-of-window lines (400). */
export function priceCart(lines: Line[], products: readonly Product[], now: Date): PricedLine[] {
  const byPriceId = new Map(products.map((p) => [p.row.price_id, p]));
  const priced: PricedLine[] = [];
  const fields: Record<string, string[]> = {};
  lines.forEach((line, index) => {
    const product = resolveLine(line, byPriceId);
    const refusal = product ? notForSale(product.row, now) : 'This item is no longer available';
    if (!product || refusal) {
      fields[`cartItems.${index}.price_id`] = [refusal ?? 'This item is no longer available'];
      return;
    }
    const item = catalogItemOf(product.row, now);
    if (item.kind === 'subscription' && line.quantity !== 1) {
      fields[`cartItems.${index}.quantity`] = ['A rank plan can only be bought once'];
      return;
    }
    priced.push({ item, product, quantity: line.quantity });
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError(400, 'invalid_item', 'Some items in your cart are no longer available.', fields);
  }
  const ids = priced.map((p) => p.item.id);
  if (new Set(ids).size !== ids.length) {
    throw new AppError(400, 'duplicate_item', 'An item appears twice in your cart.');
  }
  if (priced.filter((p) => p.item.kind === 'subscription').length > 1) {
    throw new AppError(400, 'one_plan', 'Only one rank plan can be bought per checkout.');
  }
  return priced;
}

/** The smallest card payment the payment provider takes; a code may not bring a cart below it. */
export const MIN_CHARGE_CENTS = 50;

export interface Quote {
  lines: PricedLine[];
  discounted: DiscountedCart;
  code: CodeRow | null;
  /** A creator code's leader, who takes the share whatever the buyer picked. */
  codeLeader: PayableLeader | null;
}

interface PayableLeader {
  id: string;
  display_name: string;
}

/** A leader a purchase's share can go to: one whose player has linked a Minecraft account. */
async function payableLeader(db: Db, leaderId: string): Promise<PayableLeader | undefined> {
  const [leader] = await db
    .select({ id: gymLeaders.id, display_name: gymLeaders.display_name })
    .from(gymLeaders)
    .innerJoin(players, eq(players.id, gymLeaders.player_id))
    .where(and(eq(gymLeaders.id, leaderId), isNotNull(players.uuid)))
    .limit(1);
  return leader;
}

/**
 * The one pricing of a cart: catalog prices, then the sales running now, then the buyer's code
 * (found, not expired, its minimum basket and products met; its uses are checked by
 * `claimCodeUse` in the transaction that records the purchase).
 */
export async function quoteCart(
  ctx: ShopContext,
  cart: Line[],
  typedCode: string | null | undefined,
  now: Date,
): Promise<Quote> {
  const { db } = ctx.deps.database;
  const lines = priceCart(cart, await ctx.catalog.products(), now);
  const code = typedCode?.trim() ? await findCode(db, typedCode, now) : null;
  const sales = (await salesNotOver(db, now)).map(saleRuleOf);
  const discounted = priceWithDiscounts(
    lines.map((l) => ({ product: l.item, quantity: l.quantity })),
    sales,
    code ? codeRuleOf(code) : null,
    now,
  );
  if (discounted.code_refusal) throw codeRefused(discounted.code_refusal);
  // Refused here, on the code's field, rather than at checkout as a leader the buyer cannot pick.
  const codeLeader = code?.gym_leader_id ? await payableLeader(db, code.gym_leader_id) : null;
  if (code?.gym_leader_id && !codeLeader) {
    throw codeRefused("This creator code's gym leader cannot take a share right now");
  }
  if (code && discounted.total_cents < MIN_CHARGE_CENTS) {
    throw codeRefused(
      `With this code the total would be under ${formatCents(MIN_CHARGE_CENTS)}, the smallest payment`,
    );
  }
  // A sale (up to 90% off) or a cheap price can do it too; the card processor refuses such a payment.
  if (discounted.total_cents < MIN_CHARGE_CENTS) {
    throw new AppError(
      400,
      'below_minimum',
      `The smallest payment is ${formatCents(MIN_CHARGE_CENTS)}: add something to your cart.`,
    );
  }
  return { lines, discounted, code, codeLeader: codeLeader ?? null };
}

/** Checks a gift's recipient: one-time items only, a known player or a confirmed name, not the buyer. */
async function giftRecipientOf(
  db: Db,
  gift: NonNullable<CheckoutRequest['gift']>,
  lines: PricedLine[],
  buyerName: string,
): Promise<GiftRecipient> {
  if (lines.some((l) => l.item.kind === 'subscription')) {
    throw new AppError(400, 'gift_subscription', GIFT_SUBSCRIPTION_REFUSED);
  }
  const recipient = await findGiftRecipient(db, gift.recipientName);
  if (recipient.name.toLowerCase() === buyerName.toLowerCase()) {
    throw new AppError(400, 'gift_to_self', 'That is your own Minecraft name: untick "This is a gift".', {
      'gift.recipientName': ['Enter the name of the player you are buying for'],
    });
  }
  if (!recipient.known && gift.confirmUnknownName !== true) {
    throw new AppError(
      400,
      'gift_name_unconfirmed',
      `No player named ${recipient.name} has played here yet. Check the spelling and confirm the name.`,
      { 'gift.confirmUnknownName': [`Confirm that ${recipient.name} is spelled right`] },
    );
  }
  return recipient;
}

export interface CheckoutOutcome {
  purchaseId: string;
  sessionId: string;
  url: string;
}

export async function startCheckout(
  ctx: ShopContext,
  stripe: Stripe | null,
  user: SessionUser,
  input: CheckoutRequest,
  /** The origin the browser comes back to: the one it started from when that is ours. */
  returnOrigin: string,
): Promise<CheckoutOutcome> {
  const { db } = ctx.deps.database;
  const cart = (input.cartItems ?? []).filter((l) => l.quantity > 0);
  if (cart.length === 0) throw new AppError(400, 'cart_empty', 'Cart is empty');

  const [player] = await db
    .select({ uuid: players.uuid, mc_username: players.mc_username })
    .from(players)
    .where(eq(players.auth_user_id, user.id))
    .limit(1);
  if (!player?.uuid || !player.mc_username) {
    throw new AppError(400, 'minecraft_required', 'Minecraft account required');
  }

  const now = ctx.deps.now();
  const { lines, discounted, code, codeLeader } = await quoteCart(ctx, cart, input.discountCode, now);
  // A creator code chooses its leader for the share, whatever was picked before.
  const leader =
    codeLeader ?? (input.selectedGymLeader ? await payableLeader(db, input.selectedGymLeader) : undefined);
  if (!leader) throw new AppError(400, 'leader_required', 'Please select a gym leader');

  const needsEvPolicy = lines.some((l) => requiresEvPolicy(l.item));
  const wanted = [input.attestationId, needsEvPolicy ? input.evPolicyAttestationId : null].filter(
    (id): id is string => Boolean(id),
  );
  const owned = wanted.length
    ? await db
        .select({
          id: purchaseAttestations.id,
          type: purchaseAttestations.attestation_type,
          confirmation: purchaseAttestations.user_confirmation,
        })
        .from(purchaseAttestations)
        .where(and(inArray(purchaseAttestations.id, wanted), eq(purchaseAttestations.user_id, user.id)))
    : [];
  const has = (id: string | null | undefined, type: string) =>
    Boolean(id) && owned.some((a) => a.id === id && a.type === type);
  if (!has(input.attestationId, 'minecraft_online_requirement')) {
    throw new AppError(400, 'attestation_required', 'Please confirm attestation');
  }
  if (needsEvPolicy && !has(input.evPolicyAttestationId, 'ev_editor_policy')) {
    throw new AppError(400, 'ev_policy_required', 'Please confirm EV Editor Policy');
  }
  // The name the buyer typed when confirming, by the rule the page checks it with.
  const online = owned.find((a) => a.id === input.attestationId);
  if (!usernameMatches(online?.confirmation ?? '', player.mc_username)) {
    throw new AppError(
      400,
      'username_confirmation',
      `${CHECKOUT_MESSAGES.username}: please type ${player.mc_username} to confirm.`,
      { attestationId: [`${CHECKOUT_MESSAGES.username}: type ${player.mc_username} exactly`] },
    );
  }

  const recipient = input.gift ? await giftRecipientOf(db, input.gift, lines, player.mc_username) : null;

  const total = discounted.total_cents;
  const purchaseId = randomUUID();
  await db.transaction(async (tx) => {
    // First, under the buyer's plan lock: two plan checkouts at once cannot both pass, and an
    // earlier one still open is expired in favour of this one.
    if (lines.some((l) => l.item.kind === 'subscription')) {
      await refuseSecondPlan(ctx, tx, stripe, user.id, now);
    }
    await checkPurchaseLimits(tx, user.id, lines, now);
    if (code) await claimCodeUse(tx, code, user.id, now);
    await tx.insert(purchases).values({
      id: purchaseId,
      user_id: user.id,
      status: 'pending',
      total_amount_cents: total,
      currency: 'usd',
      // A gift's deliveries and take-backs go to the recipient; the buyer stays `user_id`.
      minecraft_username: recipient?.name ?? player.mc_username!,
      player_uuid: recipient?.uuid ?? player.uuid!,
      is_gift: recipient !== null,
      gift_recipient_user_id: recipient?.userId ?? null,
      gift_message: recipient ? input.gift?.message || null : null,
      gym_leader_id: leader.id,
      attestation_id: input.attestationId ?? null,
      ev_policy_attestation_id: needsEvPolicy ? (input.evPolicyAttestationId ?? null) : null,
      created_at: now,
      discount_code_id: code?.id ?? null,
      discount_code: code?.code ?? null,
    });
    await tx.insert(purchaseItems).values(
      lines.map((l, i) => ({
        purchase_id: purchaseId,
        catalog_item_id: l.item.id,
        price_id: l.item.price_id,
        item_name: l.item.name,
        item_price_cents: l.item.unit_amount_cents,
        quantity: l.quantity,
        total_price_cents: l.item.unit_amount_cents * l.quantity,
        delivery_snapshot: snapshotOf(l.product),
        discount_cents: l.item.unit_amount_cents * l.quantity - discounted.lines[i]!.charged_cents,
      })),
    );
  });

  try {
    const session = stripe
      ? await createStripeSession(ctx, stripe, user, purchaseId, lines, discounted, returnOrigin)
      : { id: `demo_cs_${randomUUID().replaceAll('-', '')}`, url: null };
    const url = session.url ?? `${returnOrigin}/test-checkout?session=${encodeURIComponent(session.id)}`;
    await db.update(purchases).set({ payment_session_id: session.id }).where(eq(purchases.id, purchaseId));
    return { purchaseId, sessionId: session.id, url };
  } catch (error) {
    ctx.deps.logger.error({ err: error, purchaseId }, 'checkout session failed');
    await db.update(purchases).set({ status: 'failed' }).where(eq(purchases.id, purchaseId));
    throw new AppError(502, 'checkout_failed', 'Failed to initiate checkout.');
  }
}

async function createStripeSession(
  ctx: ShopContext,
  stripe: Stripe,
  user: SessionUser,
  purchaseId: string,
  lines: PricedLine[],
  discounted: DiscountedCart,
  base: string,
): Promise<{ id: string; url: string | null }> {
  const { db } = ctx.deps.database;
  const subscription = lines.some((l) => l.item.kind === 'subscription');
  const [known] = await db
    .select({ customer: purchases.stripe_customer_id })
    .from(purchases)
    .where(and(eq(purchases.user_id, user.id), isNotNull(purchases.stripe_customer_id)))
    .orderBy(desc(purchases.created_at))
    .limit(1);
  const metadata = { purchase_id: purchaseId };
  const automaticTax = await automaticTaxEnabled(db, ctx.deps.now());
  const session = await stripe.checkout.sessions.create(
    {
      mode: subscription ? 'subscription' : 'payment',
      client_reference_id: purchaseId,
      metadata,
      line_items: lines.map((l, i) => stripeLine(l, discounted.lines[i]!.charged_cents)),
      success_url: `${base}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/shop?canceled=true`,
      ...(known?.customer ? { customer: known.customer } : {}),
      // Stripe Tax needs the buyer's address; a returning customer's is updated from the form.
      ...(automaticTax
        ? {
            automatic_tax: { enabled: true },
            ...(known?.customer ? { customer_update: { address: 'auto' as const } } : {}),
          }
        : {}),
      ...(subscription
        ? {
            subscription_data: { metadata },
            // A plan checkout holds the buyer's one plan only while it can be paid (plan-change.ts).
            // Rounded up: rounding down could fall under the provider's 30-minute minimum.
            expires_at: Math.ceil((ctx.deps.now().getTime() + PLAN_SESSION_EXPIRY_MS) / 1000),
          }
        : {
            payment_intent_data: { metadata },
            ...(known?.customer ? {} : { customer_creation: 'always' as const }),
          }),
    },
    { idempotencyKey: `checkout:${purchaseId}` },
  );
  return { id: session.id, url: session.url };
}

/**
 * A line reaches the payment provider as what it costs after discounts: per unit when that is a
 * whole number of cents, else as one line of the whole amount, so its total equals ours to the cent.
 */
export function stripeLine(line: PricedLine, chargedCents: number) {
  const perUnit = chargedCents % line.quantity === 0;
  return {
    quantity: perUnit ? line.quantity : 1,
    price_data: {
      currency: 'usd',
      unit_amount: perUnit ? chargedCents / line.quantity : chargedCents,
      product_data: {
        name: perUnit ? line.item.name : `${line.item.name} × ${line.quantity}`,
        metadata: { catalog_item_id: line.item.id },
      },
      ...(line.item.kind === 'subscription'
        ? { recurring: { interval: line.item.interval ?? 'month' } }
        : {}),
    },
  };
}
