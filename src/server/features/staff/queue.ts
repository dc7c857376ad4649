/**
 * The review queue: submissions of all seven forms in one list, newest first, filtered by kind,
 * status, assignee and a text search over each form's text, the submitter's name and the id.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ReviewStatus } from '../../../shared/forms/review-status';
import { FORM_KINDS, type FormKind } from '../../../shared/forms/submissions';
import type { QueueItem, QueueResponse } from '../../../shared/staff/api';
import type { QueueQuery } from '../../../shared/staff/requests';
import { QUEUE_PAGE_SIZE } from '../../../shared/staff/review';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { FORM_TABLES, summaryOf } from './form-tables';

const ident = (name: string) => sql.raw(`"${name}"`);

/** `%`, `_` and `\` typed into the search match themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const isoOf = (value: Date | string) => new Date(value).toISOString();

/** One kind's rows in the queue's common shape; the status filter sits inside, next to its index. */
function kindRows(kind: FormKind, status: ReviewStatus | undefined): SQL {
  const t = FORM_TABLES[kind];
  const search = sql.raw(`concat_ws(' ', ${t.search.map((c) => `"${c}"`).join(', ')})`);
  return sql`select ${kind}::text as kind, id, ${ident(t.userColumn)} as user_id, status, created_at,
      ${ident(t.title)} as title, ${t.extra ? ident(t.extra) : sql`null::text`} as extra, ${search} as search
    from ${ident(t.table)} ${status ? sql`where status = ${status}` : sql``}`;
}

interface QueueRow {
  kind: FormKind;
  id: string;
  status: ReviewStatus;
  created_at: Date | string;
  title: string;
  extra: string | null;
  submitter_id: string;
  submitter_name: string;
  submitter_full_name: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_full_name: string | null;
}

export async function listQueue(db: Db, viewerId: string, query: QueueQuery): Promise<QueueResponse> {
  const kinds = query.kind ? [query.kind] : FORM_KINDS;
  const items = sql.join(
    kinds.map((kind) => kindRows(kind, query.status)),
    sql` union all `,
  );
  const filters: SQL[] = [];
  if (query.q) {
    const like = containing(query.q);
    filters.push(sql`(i.search ilike ${like} or u.discord_username ilike ${like}
      or coalesce(u.full_name, '') ilike ${like} or i.id::text = ${query.q.toLowerCase()})`);
  }
  if (query.assignee === 'me') filters.push(sql`r.assignee_id = ${viewerId}`);
  else if (query.assignee === 'none') filters.push(sql`r.assignee_id is null`);
  else if (query.assignee) filters.push(sql`r.assignee_id = ${query.assignee}`);
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;

  const result = await db.execute(sql`
    with items as (${items})
    select i.kind, i.id, i.status, i.created_at, i.title, i.extra,
      u.id as submitter_id, u.discord_username as submitter_name, u.full_name as submitter_full_name,
      a.id as assignee_id, a.discord_username as assignee_name, a.full_name as assignee_full_name
    from items i
    join users u on u.id = i.user_id
    left join staff_submission_reviews r on r.kind = i.kind and r.submission_id = i.id
    left join users a on a.id = r.assignee_id
    ${where}
    order by i.created_at desc, i.id desc
    limit ${QUEUE_PAGE_SIZE + 1} offset ${query.offset}`);
  const rows = rowsOf<QueueRow>(result);
  const page = rows.slice(0, QUEUE_PAGE_SIZE);
  return {
    submissions: page.map(
      (row): QueueItem => ({
        kind: row.kind,
        id: row.id,
        summary: summaryOf(row.kind, row.title, row.extra),
        submitter: {
          id: row.submitter_id,
          discord_username: row.submitter_name,
          full_name: row.submitter_full_name,
        },
        status: row.status,
        assignee:
          row.assignee_id && row.assignee_name
            ? { id: row.assignee_id, discord_username: row.assignee_name, full_name: row.assignee_full_name }
            : null,
        created_at: isoOf(row.created_at),
      }),
    ),
    next_offset: rows.length > QUEUE_PAGE_SIZE ? query.offset + QUEUE_PAGE_SIZE : null,
  };
}
