/**
 * Writing a notification: the code that decides one calls `notifyUser` (or `notifyPlayer`) in the
 * transaction of its cause. `(user, kind, cause)` is unique, so a cause processed twice, or by two
 * requests at once, gives one row: the insert does nothing on conflict (under concurrency the
 * second waits for the first's commit, then does nothing). A new row whose kind the player wants
 * on Discord too queues a `discord_dm` in the outbox, in the same transaction.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationKind } from '../../../shared/notifications/kinds';
import type { Db, Tx } from '../../db/client';
import { notificationPreferences, notifications, players, users } from '../../db/schema';
import { queueDiscordDm } from '../outbox';

export interface Notice {
  kind: NotificationKind;
  /** Unique per recipient and kind: the same cause never notifies twice. */
  causeId: string;
  title: string;
  body?: string;
  /** A site path to what it is about. */
  link?: string | null;
}

const MAX_TITLE = 200;
const MAX_BODY = 1000;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Notifies an account; true when the notification is new (false: this cause notified it already). */
export async function notifyUser(tx: Db | Tx, userId: string, notice: Notice): Promise<boolean> {
  const [row] = await tx
    .insert(notifications)
    .values({
      user_id: userId,
      kind: notice.kind,
      cause_id: notice.causeId,
      title: clip(notice.title, MAX_TITLE),
      body: clip(notice.body ?? '', MAX_BODY),
      link: notice.link ?? null,
    })
    .onConflictDoNothing({
      target: [notifications.user_id, notifications.kind, notifications.cause_id],
    })
    .returning({ id: notifications.id, title: notifications.title, body: notifications.body });
  if (!row) return false;
  // Someone whose DMs refused us (Discord 50007) gets none until they re-enable them.
  const [choice] = await tx
    .select({ delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.user_id))
    .where(
      and(
        eq(notificationPreferences.user_id, userId),
        eq(notificationPreferences.kind, notice.kind),
        isNull(users.discord_dms_blocked_at),
      ),
    );
  if (choice?.delivery === 'site_and_discord') {
    const text = [row.title, row.body, notice.link ?? ''].filter(Boolean).join('\n');
    await queueDiscordDm(tx as Db, { notificationId: row.id, userId, text });
  }
  return true;
}

/**
 * Notifies several accounts at once, for causes that reach many players together (a burst of
 * sign-ups, a check-in opening): one insert for all of them and, when any is new, one read of who
 * wants those kinds on Discord, instead of two statements per recipient. Answers the new ones.
 */
export async function notifyUsers(
  tx: Db | Tx,
  notices: readonly { userId: string; notice: Notice }[],
): Promise<{ userId: string; kind: NotificationKind; causeId: string }[]> {
  if (notices.length === 0) return [];
  const added = await tx
    .insert(notifications)
    .values(
      notices.map(({ userId, notice }) => ({
        user_id: userId,
        kind: notice.kind,
        cause_id: notice.causeId,
        title: clip(notice.title, MAX_TITLE),
        body: clip(notice.body ?? '', MAX_BODY),
        link: notice.link ?? null,
      })),
    )
    .onConflictDoNothing({
      target: [notifications.user_id, notifications.kind, notifications.cause_id],
    })
    .returning();
  if (added.length === 0) return [];
  const wanted = await tx
    .select({ userId: notificationPreferences.user_id, kind: notificationPreferences.kind })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.user_id))
    .where(
      and(
        inArray(notificationPreferences.user_id, [...new Set(added.map((row) => row.user_id))]),
        inArray(notificationPreferences.kind, [...new Set(added.map((row) => row.kind))]),
        eq(notificationPreferences.delivery, 'site_and_discord'),
        // As for one recipient: none while Discord refuses their DMs.
        isNull(users.discord_dms_blocked_at),
      ),
    );
  const onDiscord = new Set(wanted.map((w) => `${w.userId} ${w.kind}`));
  for (const row of added) {
    if (!onDiscord.has(`${row.user_id} ${row.kind}`)) continue;
    const text = [row.title, row.body, row.link ?? ''].filter(Boolean).join('\n');
    await queueDiscordDm(tx as Db, { notificationId: row.id, userId: row.user_id, text });
  }
  return added.map((row) => ({ userId: row.user_id, kind: row.kind, causeId: row.cause_id }));
}

/** Notifies the account behind a player row; a player seen only in game has none and gets nothing. */
export async function notifyPlayer(tx: Db | Tx, playerId: string, notice: Notice): Promise<boolean> {
  const [player] = await tx
    .select({ userId: players.auth_user_id })
    .from(players)
    .where(eq(players.id, playerId));
  return player?.userId ? notifyUser(tx, player.userId, notice) : false;
}

/**
 * "A gift received": the shop calls it (`shop/gifts.ts`) in the transaction that queues a gift's
 * grant, once per gift and recipient.
 */
export function notifyGiftReceived(
  tx: Db | Tx,
  gift: { recipientUserId: string; giftId: string; from: string; what: string },
): Promise<boolean> {
  return notifyUser(tx, gift.recipientUserId, {
    kind: 'gift_received',
    causeId: `gift:${gift.giftId}`,
    title: `${gift.from} sent you a gift`,
    body: gift.what,
    link: '/purchase-history',
  });
}
