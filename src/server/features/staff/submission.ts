/** One submission as staff read it: every field, its files, the reply, internal notes, assignee. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReviewStatus } from '../../../shared/forms/review-status';
import type { FormKind } from '../../../shared/forms/submissions';
import { uploadUrl } from '../../../shared/forms/uploads';
import type { FieldValue, StaffPerson, SubmissionDetail } from '../../../shared/staff/api';
import { SUBMISSION_FIELDS } from '../../../shared/staff/fields';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { formUploads, staffSubmissionNotes, staffSubmissionReviews, users } from '../../db/schema';
import type { Tx } from './audit';
import { FORM_TABLES, summaryOf } from './form-tables';
import { isoOf } from './queue';

const ident = (name: string) => sql.raw(`"${name}"`);

/**
 * Locks the given submissions of one kind (in id order, so concurrent writers never deadlock) and
 * answers their current status. Missing ids are simply absent.
 */
/** A submission under lock: its status and the account that sent it (none for some forms). */
export interface LockedSubmission {
  id: string;
  status: ReviewStatus;
  user_id: string | null;
}

export async function lockSubmissions(
  tx: Tx,
  kind: FormKind,
  ids: readonly string[],
): Promise<LockedSubmission[]> {
  if (ids.length === 0) return [];
  const { table, userColumn } = FORM_TABLES[kind];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute(
    sql`select id, status, ${ident(userColumn)}::text as user_id from ${ident(table)} where id in (${list}) order by id for update`,
  );
  return rowsOf<LockedSubmission>(result);
}

export async function setStatus(tx: Tx, kind: FormKind, ids: readonly string[], status: ReviewStatus) {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${ident(FORM_TABLES[kind].table)} set status = ${status} where id in (${list})`,
  );
}

function fieldValue(value: unknown): FieldValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

const person = (
  id: string | null,
  discord_username: string | null,
  full_name: string | null,
): StaffPerson | null => (id && discord_username ? { id, discord_username, full_name } : null);

export async function readSubmission(db: Db, kind: FormKind, id: string): Promise<SubmissionDetail | null> {
  const t = FORM_TABLES[kind];
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from ${ident(t.table)} where id = ${id}`),
  );
  if (!row) return null;
  const submitterId = String(row[t.userColumn]);
  const assignee = alias(users, 'assignee');
  const replier = alias(users, 'replier');
  const [[submitter], [review], notes, files] = await Promise.all([
    db
      .select({ id: users.id, discord_username: users.discord_username, full_name: users.full_name })
      .from(users)
      .where(eq(users.id, submitterId)),
    db
      .select({
        reply: staffSubmissionReviews.reply,
        reply_at: staffSubmissionReviews.reply_at,
        assignee: { id: assignee.id, name: assignee.discord_username, full_name: assignee.full_name },
        replier: { id: replier.id, name: replier.discord_username, full_name: replier.full_name },
      })
      .from(staffSubmissionReviews)
      .leftJoin(assignee, eq(assignee.id, staffSubmissionReviews.assignee_id))
      .leftJoin(replier, eq(replier.id, staffSubmissionReviews.reply_by))
      .where(and(eq(staffSubmissionReviews.kind, kind), eq(staffSubmissionReviews.submission_id, id))),
    db
      .select({
        id: staffSubmissionNotes.id,
        body: staffSubmissionNotes.body,
        created_at: staffSubmissionNotes.created_at,
        author_id: users.id,
        author_name: users.discord_username,
        author_full_name: users.full_name,
      })
      .from(staffSubmissionNotes)
      .leftJoin(users, eq(users.id, staffSubmissionNotes.author_id))
      .where(and(eq(staffSubmissionNotes.kind, kind), eq(staffSubmissionNotes.submission_id, id)))
      .orderBy(asc(staffSubmissionNotes.created_at), asc(staffSubmissionNotes.id)),
    kind === 'gym_leader_application'
      ? db
          .select({
            id: formUploads.id,
            name: formUploads.original_name,
            content_type: formUploads.content_type,
            size: formUploads.size_bytes,
          })
          .from(formUploads)
          .where(eq(formUploads.application_id, id))
          .orderBy(asc(formUploads.created_at), asc(formUploads.id))
      : Promise.resolve([]),
  ]);
  if (!submitter) return null;
  return {
    kind,
    id,
    summary: summaryOf(
      kind,
      String(row[t.title] ?? ''),
      t.extra ? ((row[t.extra] as string | null) ?? null) : null,
    ),
    submitter,
    status: row.status as ReviewStatus,
    assignee: person(
      review?.assignee?.id ?? null,
      review?.assignee?.name ?? null,
      review?.assignee?.full_name ?? null,
    ),
    created_at: isoOf(row.created_at as Date | string),
    fields: SUBMISSION_FIELDS[kind].map(([key, label]) => ({ key, label, value: fieldValue(row[key]) })),
    files: files.map((file) => ({ ...file, url: uploadUrl(file.id) })),
    reply:
      review?.reply && review.reply_at
        ? {
            body: review.reply,
            created_at: review.reply_at.toISOString(),
            author: person(
              review.replier?.id ?? null,
              review.replier?.name ?? null,
              review.replier?.full_name ?? null,
            ),
          }
        : null,
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      created_at: note.created_at.toISOString(),
      author: person(note.author_id, note.author_name, note.author_full_name),
    })),
  };
}
