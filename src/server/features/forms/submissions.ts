/** A user's own submissions across every form, newest first, for /my-submissions, with staff's replies. */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { REPORT_TYPE_LABELS } from '../../../shared/forms/player-report';
import type { ReviewStatus } from '../../../shared/forms/review-status';
import type { FormKind, SubmissionSummary } from '../../../shared/forms/submissions';
import type { Db } from '../../db/client';
import {
  banAppeals,
  bugReports,
  featureRequests,
  gymLeaderApplications,
  playerReports,
  staffSubmissionReviews,
  supportTickets,
  waitlist,
} from '../../db/schema';
import { queueStaffNotice } from '../outbox';

const PER_KIND = 50;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export async function listSubmissions(db: Db, userId: string): Promise<SubmissionSummary[]> {
  const [applications, tickets, bugs, features, appeals, reports, signups] = await Promise.all([
    db
      .select({
        id: gymLeaderApplications.id,
        gym: gymLeaderApplications.gym_primary,
        status: gymLeaderApplications.status,
        created_at: gymLeaderApplications.created_at,
      })
      .from(gymLeaderApplications)
      .where(eq(gymLeaderApplications.user_id, userId))
      .orderBy(desc(gymLeaderApplications.created_at))
      .limit(PER_KIND),
    db
      .select({
        id: supportTickets.id,
        summary: supportTickets.subject,
        status: supportTickets.status,
        created_at: supportTickets.created_at,
      })
      .from(supportTickets)
      .where(eq(supportTickets.user_id, userId))
      .orderBy(desc(supportTickets.created_at))
      .limit(PER_KIND),
    db
      .select({
        id: bugReports.id,
        summary: bugReports.title,
        status: bugReports.status,
        created_at: bugReports.created_at,
      })
      .from(bugReports)
      .where(eq(bugReports.user_id, userId))
      .orderBy(desc(bugReports.created_at))
      .limit(PER_KIND),
    db
      .select({
        id: featureRequests.id,
        summary: featureRequests.title,
        status: featureRequests.status,
        created_at: featureRequests.created_at,
      })
      .from(featureRequests)
      .where(eq(featureRequests.user_id, userId))
      .orderBy(desc(featureRequests.created_at))
      .limit(PER_KIND),
    db
      .select({
        id: banAppeals.id,
        name: banAppeals.minecraft_username,
        status: banAppeals.status,
        created_at: banAppeals.created_at,
      })
      .from(banAppeals)
      .where(eq(banAppeals.user_id, userId))
      .orderBy(desc(banAppeals.created_at))
      .limit(PER_KIND),
    db
      .select({
        id: playerReports.id,
        name: playerReports.reported_username,
        type: playerReports.report_type,
        status: playerReports.status,
        created_at: playerReports.created_at,
      })
      .from(playerReports)
      .where(eq(playerReports.reporter_user_id, userId))
      .orderBy(desc(playerReports.created_at))
      .limit(PER_KIND),
    db
      .select({ id: waitlist.id, status: waitlist.status, created_at: waitlist.created_at })
      .from(waitlist)
      .where(eq(waitlist.user_id, userId))
      .limit(1),
  ]);

  const replies = await latestReplies(db, [
    ...applications,
    ...tickets,
    ...bugs,
    ...features,
    ...appeals,
    ...reports,
    ...signups,
  ]);
  const row = (
    kind: SubmissionSummary['kind'],
    r: { id: string; status: string; created_at: Date },
    summary: string,
  ): SubmissionSummary => ({
    kind,
    id: r.id,
    summary,
    status: r.status as ReviewStatus,
    created_at: r.created_at.toISOString(),
    reply: replies.get(`${kind}:${r.id}`) ?? null,
  });

  return [
    ...applications.map((r) => row('gym_leader_application', r, `${capitalize(r.gym)} type gym`)),
    ...tickets.map((r) => row('support_ticket', r, r.summary)),
    ...bugs.map((r) => row('bug_report', r, r.summary)),
    ...features.map((r) => row('feature_request', r, r.summary)),
    ...appeals.map((r) => row('ban_appeal', r, `Ban appeal for ${r.name}`)),
    ...reports.map((r) =>
      row(
        'player_report',
        r,
        `${r.name} (${REPORT_TYPE_LABELS[r.type as keyof typeof REPORT_TYPE_LABELS] ?? r.type})`,
      ),
    ),
    ...signups.map((r) => row('alpha_signup', r, 'Alpha access sign-up')),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * The reply staff last wrote on each of these submissions (the staff console keeps it beside the
 * forms' tables); internal notes live elsewhere and are never read here.
 */
async function latestReplies(
  db: Db,
  submissions: { id: string }[],
): Promise<Map<string, NonNullable<SubmissionSummary['reply']>>> {
  if (submissions.length === 0) return new Map();
  const rows = await db
    .select({
      kind: staffSubmissionReviews.kind,
      id: staffSubmissionReviews.submission_id,
      body: staffSubmissionReviews.reply,
      at: staffSubmissionReviews.reply_at,
    })
    .from(staffSubmissionReviews)
    .where(
      and(
        inArray(
          staffSubmissionReviews.submission_id,
          submissions.map((s) => s.id),
        ),
        isNotNull(staffSubmissionReviews.reply),
      ),
    );
  return new Map(
    rows.flatMap((r) =>
      r.body && r.at
        ? [[`${r.kind}:${r.id}`, { body: r.body, created_at: r.at.toISOString() }] as const]
        : [],
    ),
  );
}

/** Tells staff a form was sent; the notice names the form and the row, never the sender. */
export function noticeSubmission(tx: Db, kind: FormKind, id: string): Promise<void> {
  return queueStaffNotice(tx, {
    kind: 'submission',
    subject: `${kind}:${id}`,
    payload: { form_kind: kind, id },
  });
}
