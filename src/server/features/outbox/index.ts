/**
 * The outbox: everything the site has to tell someone outside it, queued by the code that decides
 * it, in the transaction of its cause, so a message commits or rolls back with what it is about.
 * It holds the staff notices (a form sent, a dispute on one of our payments, a delivery given up, a
 * gym leader's balance going below zero), which `staff/notifier.ts` posts to the staff webhook,
 * and players' notifications they asked to get on Discord too (`discord_dm`), which `worker.ts`
 * settles. Both workers claim rows the same way (`claimDue`).
 *
 * No staff notice is queued while staff notifications are off (one settings row, set at start-up
 * from STAFF_DISCORD_WEBHOOK_URL), so a channel configured later is not flooded with the past.
 */
import { sql } from 'drizzle-orm';
import type { StaffNoticeKind } from '../../../shared/staff/notifications';
import type { Db } from '../../db/client';
import { outboxMessages, staffNotificationSettings } from '../../db/schema';

export { outboxConsoleRoutes } from './console/routes';
export {
  queueRoleChange,
  queueRoleSync,
  queueRoleTakeBack,
  queueSeatSync,
  rolesMapped,
  wantedTargetRows,
  wantedTargets,
} from './discord-roles';
export { claimDue, deliverDiscordMessages, MISSING_PERMISSION, startOutboxWorker } from './worker';

export interface StaffNotice {
  kind: StaffNoticeKind;
  /** What it is about: `bug_report:<uuid>`, a delivery id, a dispute id, a gym leader id. */
  subject: string;
  payload: Record<string, string | number | null>;
  /**
   * At most one notice of this kind for this subject, ever. The caller holds a lock that orders
   * every writer of the subject (the payments lock, for disputes).
   */
  once?: boolean;
}

export async function queueStaffNotice(tx: Db, notice: StaffNotice): Promise<void> {
  const unseen = notice.once
    ? sql`and not exists (select 1 from outbox_messages where kind = ${notice.kind} and subject_id = ${notice.subject})`
    : sql``;
  await tx.execute(sql`
    insert into outbox_messages (kind, subject_id, payload)
    select ${notice.kind}, ${notice.subject}, ${JSON.stringify(notice.payload)}::jsonb
    where exists (select 1 from staff_notification_settings where enabled) ${unseen}`);
}

/** Turns the queueing of staff notices on or off. */
export async function setStaffNotifications(db: Db, enabled: boolean): Promise<void> {
  await db.update(staffNotificationSettings).set({ enabled, updated_at: new Date() });
}

/**
 * A player's notification to be sent to them on Discord, queued with the notification. At most one
 * per notification (the caller queues it only when the notification row was new).
 */
export async function queueDiscordDm(
  tx: Db,
  dm: { notificationId: string; userId: string; text: string },
): Promise<void> {
  await tx.insert(outboxMessages).values({
    kind: 'discord_dm',
    subject_id: `notification:${dm.notificationId}`,
    payload: { user_id: dm.userId, text: dm.text },
  });
}
