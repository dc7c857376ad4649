/**
 * Manual grants: staff give a catalog product to a known player without payment. A grant is a
 * purchase of nothing (no gym leader, no payment) whose one fact, `grant`, is stored like a payment
 * event's and reconciled the same way: the effect log queues the product's grant commands once,
 * and since a grant has no share it never makes a ledger row. Revoking it stores `grant_revoked`,
 * which takes items back (refund commands) and ends a rank plan (expire commands).
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { GrantRequest, StaffPurchase } from '../../../../shared/shop/console/purchases';
import type { SessionUser } from '../../../context';
import { players, purchaseGrants, purchaseItems, purchases } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { catalogItemOf, snapshotOf } from '../catalog-store';
import { lockUserPlans, refusePlanGrant } from '../plan-change';
import { lockPurchase, type ShopContext } from '../purchase-steps';
import { lockPayments, recordPaymentFact } from '../reconcile';
import type { ShopAudit } from './audit';
import { views } from './purchases';

type Grant = Required<Omit<GrantRequest, 'request_id'>> & Pick<GrantRequest, 'request_id'>;

const fieldError = (field: string, message: string) =>
  new AppError(422, 'invalid_grant', message, { [field]: [message] });

/** Stores the grant fact (or its revocation) and reconciles the purchase in the caller's transaction. */
async function recordGrantFact(
  ctx: ShopContext,
  tx: Parameters<typeof lockPayments>[0],
  purchaseId: string,
  kind: 'grant' | 'grant_revoked',
) {
  await recordPaymentFact(
    ctx,
    tx,
    { id: `${kind === 'grant' ? 'grant' : 'grant-revoked'}:${purchaseId}`, type: `staff.${kind}` },
    { fact: { kind }, purchaseHint: purchaseId, paymentRef: null, subscriptionRef: null },
  );
}

/**
 * The grant an earlier request with this id made, if any (the caller holds the payments lock, so
 * two requests with one id cannot both miss it). The same id with other details is refused. The
 * product is compared by id: admins may rename a product between a request and its retry, and two
 * products may share a name.
 */
async function earlierGrant(
  tx: Parameters<typeof lockPayments>[0],
  input: Grant,
): Promise<StaffPurchase | null> {
  if (!input.request_id) return null;
  const [earlier] = await tx
    .select({ purchase_id: purchaseGrants.purchase_id })
    .from(purchaseGrants)
    .where(eq(purchaseGrants.request_id, input.request_id));
  if (!earlier) return null;
  const [line] = await tx
    .select({ catalog_item_id: purchaseItems.catalog_item_id, quantity: purchaseItems.quantity })
    .from(purchaseItems)
    .where(eq(purchaseItems.purchase_id, earlier.purchase_id));
  const [view] = await views(tx, eq(purchases.id, earlier.purchase_id), 1);
  const same =
    view?.minecraft_username?.toLowerCase() === input.player.toLowerCase() &&
    line?.catalog_item_id === input.catalog_item_id &&
    line.quantity === input.quantity;
  if (!same) {
    throw new AppError(
      409,
      'grant_request_reused',
      'This form already made another grant. Reload it and try again.',
    );
  }
  return view!;
}

/** Grants a product; `replayed` when the request's id had already made this grant. */
export async function grantProduct(
  ctx: ShopContext,
  audit: ShopAudit,
  actor: SessionUser,
  input: Grant,
): Promise<{ purchase: StaffPurchase; replayed: boolean }> {
  const product = (await ctx.catalog.products()).find((p) => p.row.id === input.catalog_item_id);
  if (!product?.row.visible || product.row.retired_at) {
    throw fieldError('catalog_item_id', 'Choose a product from the catalog.');
  }
  const item = catalogItemOf(product.row, ctx.deps.now());
  if (item.kind === 'subscription' && input.quantity !== 1) {
    throw fieldError('quantity', 'A rank plan is granted one at a time.');
  }
  const { db } = ctx.deps.database;
  const findPlayer = async (tx: Parameters<typeof lockPayments>[0]) => {
    const [player] = await tx
      .select({ user_id: players.auth_user_id, uuid: players.uuid, name: players.mc_username })
      .from(players)
      .where(
        and(
          sql`lower(${players.mc_username}) = ${input.player.toLowerCase()}`,
          isNotNull(players.uuid),
          isNotNull(players.auth_user_id),
        ),
      )
      .limit(1);
    return player?.user_id && player.uuid && player.name
      ? { user_id: player.user_id, uuid: player.uuid, name: player.name }
      : null;
  };
  return db.transaction(async (tx) => {
    const now = ctx.deps.now();
    // A plan's lock is the player's, taken before the payments lock (the documented order).
    const planFor = item.kind === 'subscription' ? await findPlayer(tx) : null;
    if (planFor) await lockUserPlans(tx, planFor.user_id);
    await lockPayments(tx);
    const replay = await earlierGrant(tx, input);
    if (replay) return { purchase: replay, replayed: true };
    const player = await findPlayer(tx);
    if (!player) {
      throw fieldError('player', 'No player with a linked site account has this Minecraft name.');
    }
    if (item.kind === 'subscription') {
      if (player.user_id !== planFor?.user_id) {
        throw new AppError(409, 'player_changed', 'The player changed while granting: try again.');
      }
      await refusePlanGrant(tx, player.user_id, player.name, now);
    }
    const [purchase] = await tx
      .insert(purchases)
      .values({
        user_id: player.user_id,
        status: 'pending',
        total_amount_cents: 0,
        minecraft_username: player.name,
        player_uuid: player.uuid,
        created_at: now,
      })
      .returning({ id: purchases.id });
    const id = purchase!.id;
    await tx.insert(purchaseItems).values({
      purchase_id: id,
      catalog_item_id: item.id,
      price_id: item.price_id,
      item_name: item.name,
      item_price_cents: 0,
      quantity: input.quantity,
      total_price_cents: 0,
      delivery_snapshot: snapshotOf(product),
    });
    await tx.insert(purchaseGrants).values({
      purchase_id: id,
      granted_by_user_id: actor.id,
      granted_by_name: actor.discord_username,
      reason: input.reason,
      request_id: input.request_id ?? null,
      created_at: now,
    });
    await recordGrantFact(ctx, tx, id, 'grant');
    await audit(tx, {
      action: 'purchase.grant',
      targetType: 'purchase',
      targetId: id,
      after: { player: player.name, product: item.name, quantity: input.quantity, reason: input.reason },
    });
    const [view] = await views(tx, eq(purchases.id, id), 1);
    return { purchase: view!, replayed: false };
  });
}

export async function revokeGrant(
  ctx: ShopContext,
  audit: ShopAudit,
  actor: SessionUser,
  purchaseId: string,
  reason: string,
): Promise<StaffPurchase> {
  const { db } = ctx.deps.database;
  return db.transaction(async (tx) => {
    await lockPayments(tx);
    const purchase = await lockPurchase(tx, purchaseId);
    const [grant] = purchase
      ? await tx.select().from(purchaseGrants).where(eq(purchaseGrants.purchase_id, purchaseId))
      : [];
    if (!purchase || !grant) throw notFound('No grant has this id.');
    if (grant.revoked_at) {
      throw new AppError(409, 'already_revoked', `${grant.revoked_by_name} already revoked this grant.`);
    }
    await tx
      .update(purchaseGrants)
      .set({ revoked_at: ctx.deps.now(), revoked_by_name: actor.discord_username, revoke_reason: reason })
      .where(eq(purchaseGrants.purchase_id, purchaseId));
    await recordGrantFact(ctx, tx, purchaseId, 'grant_revoked');
    const [view] = await views(tx, eq(purchases.id, purchaseId), 1);
    await audit(tx, {
      action: 'purchase.revoke_grant',
      targetType: 'purchase',
      targetId: purchaseId,
      before: { player: view!.minecraft_username, status: purchase.status },
      after: { status: view!.status, reason },
    });
    return view!;
  });
}
