/**
 * Staff writes on submissions: status, reply, internal note and assignee (one submission), and a
 * status for many at once. Each runs in one transaction that locks the submissions first and
 * records every change it makes in the audit log. Accepting a gym leader application also makes
 * (or links) the applicant's leader in that transaction (`application-leaders.ts`).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '../../../shared/forms/review-status';
import { FORM_KIND_LABELS, FORM_KINDS, type FormKind } from '../../../shared/forms/submissions';
import type { BulkStatusInput, SubmissionUpdate } from '../../../shared/staff/requests';
import { oneAtATime, statusAllowed, submissionTarget } from '../../../shared/staff/review';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { staffSubmissionNotes, staffSubmissionReviews, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { notifyUser } from '../notifications';
import { leadersForAcceptedApplications } from './application-leaders';
import { type AuditChange, recordAudit, type Tx } from './audit';
import { type LockedSubmission, lockSubmissions, setStatus } from './submission';

/**
 * Tells the sender their submission moved: once per status it reaches (a double click, or a status
 * set back and forth, tells them once) and once per distinct reply text.
 */
async function notifySender(
  tx: Tx,
  kind: FormKind,
  row: LockedSubmission,
  change: { status: ReviewStatus } | { reply: string },
) {
  if (!row.user_id) return;
  const form = FORM_KIND_LABELS[kind];
  const notice =
    'status' in change
      ? {
          causeId: `${kind}:${row.id}:status:${change.status}`,
          title: `Your ${form.toLowerCase()} is now ${REVIEW_STATUS_LABELS[change.status]}`,
          body: '',
        }
      : {
          causeId: `${kind}:${row.id}:reply:${createHash('sha256').update(change.reply).digest('hex').slice(0, 32)}`,
          title: `Staff replied to your ${form.toLowerCase()}`,
          body: change.reply,
        };
  await notifyUser(tx, row.user_id, { kind: 'submission_update', link: '/my-submissions', ...notice });
}

function refuseStatus(kinds: readonly FormKind[], status: ReviewStatus, inBulk = false) {
  const refused = kinds.filter((kind) => !statusAllowed(kind, status));
  if (refused.length > 0) {
    const names = refused.map((kind) => FORM_KIND_LABELS[kind]).join(', ');
    throw new AppError(400, 'invalid_input', 'Some fields need your attention.', {
      status: [`${names} cannot be marked ${REVIEW_STATUS_LABELS[status]}.`],
    });
  }
  const singly = inBulk ? kinds.map((kind) => oneAtATime(kind, status)).find(Boolean) : null;
  if (singly)
    throw new AppError(400, 'invalid_input', 'Some fields need your attention.', { status: [singly] });
}

type ReviewValues = Partial<
  Pick<typeof staffSubmissionReviews.$inferInsert, 'assignee_id' | 'reply' | 'reply_at' | 'reply_by'>
>;

async function upsertReview(tx: Tx, kind: FormKind, id: string, values: ReviewValues) {
  await tx
    .insert(staffSubmissionReviews)
    .values({ kind, submission_id: id, ...values })
    .onConflictDoUpdate({
      target: [staffSubmissionReviews.kind, staffSubmissionReviews.submission_id],
      set: { ...values, updated_at: sql`now()` },
    });
}

async function requireStaffAccount(tx: Tx, userId: string) {
  const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!account || account.role === 'player') {
    throw new AppError(400, 'invalid_input', 'Some fields need your attention.', {
      assignee_id: ['Only staff members can be assigned.'],
    });
  }
}

/** Applies what changed and audits each part; an unchanged status or assignee writes nothing. */
export async function updateSubmission(
  db: Db,
  actor: SessionUser,
  kind: FormKind,
  id: string,
  input: SubmissionUpdate,
  liftAppealedBan?: LiftAppealedBan,
): Promise<void> {
  if (input.status !== undefined) refuseStatus([kind], input.status);
  if (input.lift_ban && (kind !== 'ban_appeal' || input.status !== 'accepted' || !liftAppealedBan)) {
    throw new AppError(400, 'invalid_input', 'Some fields need your attention.', {
      lift_ban: ['A ban is lifted only with a ban appeal being accepted.'],
    });
  }
  await db.transaction(async (tx) => {
    const [current] = await lockSubmissions(tx, kind, [id]);
    if (!current) throw notFound('No such submission.');
    const target = { targetType: 'submission' as const, targetId: submissionTarget(kind, id) };
    const changes: AuditChange[] = [];

    if (input.status !== undefined && input.status !== current.status) {
      await setStatus(tx, kind, [id], input.status);
      await notifySender(tx, kind, current, { status: input.status });
      changes.push({
        ...target,
        action: 'submission.status',
        before: { status: current.status },
        after: { status: input.status },
      });
      if (kind === 'gym_leader_application' && input.status === 'accepted') {
        changes.push(...(await leadersForAcceptedApplications(tx, [id])));
      }
    }

    const [review] = await tx
      .select()
      .from(staffSubmissionReviews)
      .where(and(eq(staffSubmissionReviews.kind, kind), eq(staffSubmissionReviews.submission_id, id)));
    const assigned = review?.assignee_id ?? null;
    if (input.assignee_id !== undefined && input.assignee_id !== assigned) {
      if (input.assignee_id !== null) await requireStaffAccount(tx, input.assignee_id);
      await upsertReview(tx, kind, id, { assignee_id: input.assignee_id });
      changes.push({
        ...target,
        action: 'submission.assign',
        before: { assignee_id: assigned },
        after: { assignee_id: input.assignee_id },
      });
    }

    // The same reply sent again (a retry, a second staff member) writes nothing: it keeps its author.
    if (input.reply !== undefined && input.reply !== (review?.reply ?? null)) {
      await upsertReview(tx, kind, id, { reply: input.reply, reply_at: new Date(), reply_by: actor.id });
      if (input.reply) await notifySender(tx, kind, current, { reply: input.reply });
      changes.push({
        ...target,
        action: 'submission.reply',
        before: { reply: review?.reply ?? null },
        after: { reply: input.reply },
      });
    }

    if (input.note !== undefined) {
      const [note] = await tx
        .insert(staffSubmissionNotes)
        .values({ kind, submission_id: id, author_id: actor.id, body: input.note })
        .returning({ id: staffSubmissionNotes.id });
      changes.push({
        ...target,
        action: 'submission.note',
        after: { note_id: note?.id ?? null, note: input.note },
      });
    }

    await recordAudit(tx, actor, ...changes);
    // The lift audits itself (player.unban) and commits or fails with the status change.
    if (input.lift_ban && liftAppealedBan) await liftAppealedBan(tx, actor, id);
  });
}

/** Lifts the ban of the player who sent ban appeal `appealId`; given by the bans feature. */
export type LiftAppealedBan = (tx: Tx, actor: SessionUser, appealId: string) => Promise<void>;

/**
 * One status for many submissions (waitlist approvals in batches): all or nothing. Every kind in
 * the batch must allow the status, and every submission must exist.
 */
export async function bulkStatus(
  db: Db,
  actor: SessionUser,
  input: BulkStatusInput,
): Promise<{ changed: number; unchanged: number }> {
  const byKind = new Map<FormKind, Set<string>>();
  for (const item of input.items) {
    const ids = byKind.get(item.kind) ?? new Set<string>();
    ids.add(item.id.toLowerCase());
    byKind.set(item.kind, ids);
  }
  refuseStatus([...byKind.keys()], input.status, true);
  return db.transaction(async (tx) => {
    let changed = 0;
    let unchanged = 0;
    const changes: AuditChange[] = [];
    // Kinds in one fixed order, ids sorted within each lock: concurrent batches cannot deadlock.
    for (const kind of FORM_KINDS) {
      const ids = byKind.get(kind);
      if (!ids) continue;
      const rows = await lockSubmissions(tx, kind, [...ids].sort());
      if (rows.length < ids.size) throw notFound('Some of the selected submissions no longer exist.');
      const moving = rows.filter((row) => row.status !== input.status);
      await setStatus(
        tx,
        kind,
        moving.map((row) => row.id),
        input.status,
      );
      changed += moving.length;
      unchanged += rows.length - moving.length;
      const leaderChanges =
        kind === 'gym_leader_application' && input.status === 'accepted'
          ? await leadersForAcceptedApplications(
              tx,
              moving.map((row) => row.id),
            )
          : [];
      for (const row of moving) {
        await notifySender(tx, kind, row, { status: input.status });
        changes.push({
          action: 'submission.bulk_status',
          targetType: 'submission',
          targetId: submissionTarget(kind, row.id),
          before: { status: row.status },
          after: { status: input.status },
        });
      }
      changes.push(...leaderChanges);
    }
    await recordAudit(tx, actor, ...changes);
    return { changed, unchanged };
  });
}
