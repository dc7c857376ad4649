/**
 * Gifts: who a recipient name stands for. A known player is one we have seen with a Minecraft
 * account (linked on the site, or met in game by the bridge); their uuid receives the deliveries.
 * A name we have never seen gets the uuid Minecraft itself gives a name without an account lookup
 * (offline mode: a version-3 uuid of `OfflinePlayer:<name>`), so its commands can be queued; the
 * buyer has confirmed the spelling, and staff see the name on every delivery.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { players, purchaseItems, type purchases, users } from '../../db/schema';
import { notifyGiftReceived } from '../notifications';

export interface GiftRecipient {
  name: string;
  uuid: string;
  known: boolean;
  /** The recipient's site account, when their Minecraft account is linked to one. */
  userId: string | null;
}

export function offlinePlayerUuid(name: string): string {
  const bytes = createHash('md5').update(`OfflinePlayer:${name}`, 'utf8').digest();
  bytes[6] = (bytes[6]! & 0x0f) | 0x30;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The recipient a (validated) Minecraft name stands for; names match in any letter case. */
export async function findGiftRecipient(db: Db, name: string): Promise<GiftRecipient> {
  const [player] = await db
    .select({ uuid: players.uuid, name: players.mc_username, userId: players.auth_user_id })
    .from(players)
    .where(and(isNotNull(players.uuid), sql`lower(${players.mc_username}) = ${name.toLowerCase()}`))
    .orderBy(sql`${players.auth_user_id} is null`)
    .limit(1);
  if (player?.uuid && player.name) {
    return { name: player.name, uuid: player.uuid, known: true, userId: player.userId };
  }
  return { name, uuid: offlinePlayerUuid(name), known: false, userId: null };
}

/**
 * Tells a gift's recipient (when their name belongs to an account) what they got and from whom,
 * in the transaction that queues the gift's grant. The notification is keyed by the purchase, so
 * a payment event processed again, or by two workers at once, tells them once.
 */
export async function notifyGiftRecipient(
  tx: Db,
  purchase: Pick<
    typeof purchases.$inferSelect,
    'id' | 'user_id' | 'is_gift' | 'gift_recipient_user_id' | 'gift_message'
  >,
): Promise<void> {
  if (!purchase.is_gift || !purchase.gift_recipient_user_id) return;
  const [buyer] = await tx
    .select({
      name: sql<string>`coalesce(${players.mc_username}, ${users.full_name}, ${users.discord_username})`,
    })
    .from(users)
    .leftJoin(players, eq(players.auth_user_id, users.id))
    .where(eq(users.id, purchase.user_id))
    .limit(1);
  const lines = await tx
    .select({ name: purchaseItems.item_name, quantity: purchaseItems.quantity })
    .from(purchaseItems)
    .where(eq(purchaseItems.purchase_id, purchase.id));
  const what = lines.map((l) => (l.quantity > 1 ? `${l.quantity} × ${l.name}` : l.name)).join(', ');
  await notifyGiftReceived(tx, {
    recipientUserId: purchase.gift_recipient_user_id,
    giftId: purchase.id,
    from: buyer?.name ?? 'Someone',
    what: purchase.gift_message ? `${what}\n“${purchase.gift_message}”` : what,
  });
}
