/**
 * GET /api/staff/overview: what needs staff now, the console's first tab. The console's own lines
 * (open submissions, staff notices Discord refused) are counted here; the others by the features
 * that own them, handed in by the app: the console's shell imports no domain (a domain that audits
 * through the staff feature would otherwise close an import cycle).
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { FORM_KINDS } from '../../../shared/forms/submissions';
import { STAFF_NOTICE_KINDS } from '../../../shared/staff/notifications';
import {
  OVERVIEW_SAMPLE,
  type OverviewCount,
  type StaffOverviewResponse,
} from '../../../shared/staff/overview';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { outboxMessages } from '../../db/schema';
import { FORM_TABLES } from './form-tables';

const ident = (name: string) => sql.raw(`"${name}"`);

/** Submissions of every form still new or in review, oldest first (they have waited longest). */
async function openSubmissions(db: Db): Promise<OverviewCount> {
  const open = sql.join(
    FORM_KINDS.map((kind) => {
      const t = FORM_TABLES[kind];
      return sql`select ${kind}::text as kind, id::text as id, ${ident(t.title)}::text as title, created_at
        from ${ident(t.table)} where status in ('new', 'in_review')`;
    }),
    sql` union all `,
  );
  const [total] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from (${open}) o`),
  );
  const rows = rowsOf<{ kind: string; id: string; title: string }>(
    await db.execute(
      sql`select kind, id, title from (${open}) o order by created_at asc, id limit ${OVERVIEW_SAMPLE}`,
    ),
  );
  return {
    count: Number(total?.n ?? 0),
    items: rows.map((r) => ({ id: `${r.kind}:${r.id}`, label: r.title })),
  };
}

/** Notices Discord refused for good: staff were not told of these. */
async function failedNotices(db: Db): Promise<OverviewCount> {
  // Staff notices only: a player's DM or a role change Discord refused has its own place.
  const failed = and(eq(outboxMessages.status, 'failed'), inArray(outboxMessages.kind, STAFF_NOTICE_KINDS));
  const [total] = await db.select({ n: count() }).from(outboxMessages).where(failed);
  const rows = await db
    .select({
      id: outboxMessages.id,
      kind: outboxMessages.kind,
      error: outboxMessages.last_error,
    })
    .from(outboxMessages)
    .where(failed)
    .orderBy(desc(outboxMessages.id))
    .limit(OVERVIEW_SAMPLE);
  return {
    count: total?.n ?? 0,
    items: rows.map((r) => ({
      id: String(r.id),
      label: `${r.kind.replace('_', ' ')}: ${r.error ?? 'refused'}`,
    })),
  };
}

/** The overview's lines other features count. */
export interface OverviewSources {
  deliveries(db: Db): Promise<OverviewCount>;
  disputes(db: Db): Promise<OverviewCount>;
  checkIns(db: Db, now: Date): Promise<OverviewCount>;
}

export async function staffOverview(deps: Deps, sources: OverviewSources): Promise<StaffOverviewResponse> {
  const { db } = deps.database;
  const [submissions, deliveries, disputes, checkIns, notices] = await Promise.all([
    openSubmissions(db),
    sources.deliveries(db),
    sources.disputes(db),
    sources.checkIns(db, deps.now()),
    failedNotices(db),
  ]);
  return { submissions, deliveries, disputes, check_ins: checkIns, notices };
}
