/**
 * Content blocks in the database: public reads (rendered and sanitized), the editor's block with its
 * history, and publishing or restoring (each a new revision, audited in the same transaction).
 */
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type {
  ContentBlockResponse,
  ContentBlockSummary,
  ContentRevision,
  PageContentResponse,
  PublicContentBlock,
} from '../../../shared/content/api';
import { CONTENT_BLOCKS, type ContentBlockSpec, REVISIONS_SHOWN } from '../../../shared/content/blocks';
import { checkMarkdown } from '../../../shared/content/checks';
import {
  CONTENT_PAGES,
  type ContentPageId,
  contentPageAt,
  contentQueryKey,
} from '../../../shared/content/pages';
import type { ContentSave } from '../../../shared/content/requests';
import type { PageData } from '../../../shared/site/page-data';
import type { SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import { contentBlocks, contentRevisions } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { auditAs } from '../staff';
import { defaultText } from './defaults';
import { lineDiff } from './diff';
import { renderMarkdown } from './markdown';

/**
 * Rendered HTML by revision: a revision never changes, so neither does its HTML. The body is kept
 * and compared because the same revision number can hold another text in another database (a
 * restored backup, or the API tests, whose files share one process).
 */
const rendered = new Map<string, { body: string; html: string }>();
function htmlOf(key: string, revision: number | null, body: string): string {
  if (revision === null) return renderMarkdown(body);
  const cacheKey = `${key}:${revision}`;
  const cached = rendered.get(cacheKey);
  if (cached?.body === body) return cached.html;
  const html = renderMarkdown(body);
  if (rendered.size > 2000) rendered.clear();
  rendered.set(cacheKey, { body, html });
  return html;
}

export function blockSpec(key: string): ContentBlockSpec {
  const spec = CONTENT_BLOCKS.find((block) => block.key === key);
  if (!spec) throw notFound('No such page text.');
  return spec;
}

const pageLabel = (spec: ContentBlockSpec) => CONTENT_PAGES.find((page) => page.id === spec.page)!.label;
const readableName = (spec: ContentBlockSpec) => `${pageLabel(spec)}: ${spec.label}`;

/** A page's blocks as visitors see them; a block without a row shows its first text. */
export async function readPage(db: Db, page: ContentPageId): Promise<PublicContentBlock[]> {
  const specs = CONTENT_BLOCKS.filter((block) => block.page === page);
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(
      inArray(
        contentBlocks.key,
        specs.map((spec) => spec.key),
      ),
    );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return specs.map((spec) => {
    const row = byKey.get(spec.key);
    const text = row ?? defaultText(spec.key);
    return { key: spec.key, title: text.title, html: htmlOf(spec.key, row?.revision_id ?? null, text.body) };
  });
}

/**
 * Writes a block's first text as its first revision (by nobody), unless the block has a row.
 * Says whether it wrote it.
 */
async function seedBlock(tx: Tx, key: string): Promise<boolean> {
  const [existing] = await tx
    .select({ key: contentBlocks.key })
    .from(contentBlocks)
    .where(eq(contentBlocks.key, key));
  if (existing) return false;
  const text = defaultText(key);
  // The block row first (the revision refers to it), then its revision number.
  await tx
    .insert(contentBlocks)
    .values({ key, ...text, revision_id: 0 })
    .onConflictDoNothing();
  const [revision] = await tx
    .insert(contentRevisions)
    .values({ key, ...text })
    .returning({ id: contentRevisions.id });
  await tx.update(contentBlocks).set({ revision_id: revision!.id }).where(eq(contentBlocks.key, key));
  return true;
}

/** At start-up: every block of the registry gets its row and first revision, once. */
export async function seedContent(db: Db): Promise<void> {
  const rows = await db.select({ key: contentBlocks.key }).from(contentBlocks);
  const present = new Set(rows.map((row) => row.key));
  for (const spec of CONTENT_BLOCKS) {
    if (!present.has(spec.key)) await db.transaction((tx) => seedBlock(tx, spec.key));
  }
}

export async function listBlocks(db: Db): Promise<ContentBlockSummary[]> {
  const rows = await db
    .select({
      key: contentBlocks.key,
      title: contentBlocks.title,
      revision_id: contentBlocks.revision_id,
      updated_at: contentBlocks.updated_at,
      author_id: contentRevisions.author_id,
      author_name: contentRevisions.author_name,
    })
    .from(contentBlocks)
    .leftJoin(contentRevisions, eq(contentRevisions.id, contentBlocks.revision_id));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return CONTENT_BLOCKS.map((spec) => {
    const row = byKey.get(spec.key);
    return {
      key: spec.key,
      page: spec.page,
      label: spec.label,
      title: row?.title ?? defaultText(spec.key).title,
      revision_id: row?.revision_id ?? null,
      updated_at: row?.updated_at.toISOString() ?? null,
      updated_by: row?.author_id && row.author_name ? { id: row.author_id, name: row.author_name } : null,
    };
  });
}

export async function readBlock(db: Db, key: string): Promise<ContentBlockResponse> {
  const spec = blockSpec(key);
  const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.key, key));
  const text = row ?? defaultText(key);
  // One more than shown: the oldest shown revision's diff needs the one before it.
  const history = await db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.key, key))
    .orderBy(desc(contentRevisions.id))
    .limit(REVISIONS_SHOWN + 1);
  const revisions: ContentRevision[] = history.slice(0, REVISIONS_SHOWN).map((revision, index) => {
    const previous = history[index + 1];
    const titleChanged = previous && previous.title !== revision.title;
    return {
      id: revision.id,
      title: revision.title,
      author:
        revision.author_id && revision.author_name
          ? { id: revision.author_id, name: revision.author_name }
          : null,
      created_at: revision.created_at.toISOString(),
      restored_from: revision.restored_from,
      diff: [
        ...(titleChanged
          ? [
              { op: 'remove' as const, text: `Title: ${previous.title}` },
              { op: 'add' as const, text: `Title: ${revision.title}` },
            ]
          : []),
        ...lineDiff(previous?.body ?? '', revision.body),
      ],
    };
  });
  return {
    block: {
      key,
      page: spec.page,
      label: spec.label,
      titled: spec.titled,
      title: text.title,
      body: text.body,
      html: htmlOf(key, row?.revision_id ?? null, text.body),
      revision_id: row?.revision_id ?? null,
    },
    revisions,
  };
}

/**
 * The block's row, locked for this transaction (written first from its default if it has none), and
 * whether it is still the text the editor saw: `base` is the revision they started from, null for
 * the first text of a block that had no row yet.
 */
async function lockBlock(tx: Tx, key: string, base?: number | null) {
  const seeded = await seedBlock(tx, key);
  const [row] = await tx.select().from(contentBlocks).where(eq(contentBlocks.key, key)).for('update');
  const current = base === undefined || (base === null ? seeded : base === row!.revision_id);
  return { row: row!, current };
}

async function publish(
  tx: Tx,
  actor: SessionUser,
  spec: ContentBlockSpec,
  before: { title: string; revision_id: number },
  text: { title: string; body: string },
  restoredFrom: number | null,
): Promise<void> {
  const [revision] = await tx
    .insert(contentRevisions)
    .values({
      key: spec.key,
      ...text,
      author_id: actor.id,
      author_name: actor.discord_username,
      restored_from: restoredFrom,
    })
    .returning({ id: contentRevisions.id });
  await tx
    .update(contentBlocks)
    .set({ ...text, revision_id: revision!.id, updated_at: new Date() })
    .where(eq(contentBlocks.key, spec.key));
  await auditAs(actor)(tx, {
    action: restoredFrom === null ? 'content.publish' : 'content.restore',
    targetType: 'content',
    targetId: spec.key,
    before: { block: readableName(spec), title: before.title, revision: before.revision_id },
    after: {
      block: readableName(spec),
      title: text.title,
      revision: revision!.id,
      ...(restoredFrom === null ? {} : { restored_from: restoredFrom }),
    },
  });
}

export async function saveBlock(db: Db, actor: SessionUser, key: string, input: ContentSave): Promise<void> {
  const spec = blockSpec(key);
  const problems = checkMarkdown(input.body);
  if (problems.length > 0) {
    throw new AppError(400, 'invalid_input', 'Some fields need your attention.', {
      body: problems.map((problem) => `Line ${problem.line}: ${problem.message}`),
    });
  }
  if (spec.titled && input.title === '') {
    throw new AppError(400, 'invalid_input', 'Some fields need your attention.', {
      title: ['Give this block a title.'],
    });
  }
  const title = spec.titled ? input.title : '';
  await db.transaction(async (tx) => {
    const { row, current } = await lockBlock(tx, key, input.base_revision);
    if (!current) {
      throw new AppError(
        409,
        'content_changed',
        'Someone published this text after you opened it. Reload it to see their version before you publish.',
      );
    }
    if (row.title === title && row.body === input.body) return;
    await publish(tx, actor, spec, row, { title, body: input.body }, null);
  });
}

export async function restoreRevision(
  db: Db,
  actor: SessionUser,
  key: string,
  revisionId: number,
): Promise<void> {
  const spec = blockSpec(key);
  await db.transaction(async (tx) => {
    const { row } = await lockBlock(tx, key);
    const [revision] = await tx
      .select()
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.key, key),
          eq(contentRevisions.id, revisionId),
          lte(contentRevisions.id, row.revision_id),
        ),
      );
    if (!revision) throw notFound('No such revision of this text.');
    if (revision.title === row.title && revision.body === row.body) return;
    await publish(tx, actor, spec, row, { title: revision.title, body: revision.body }, revision.id);
  });
}

/** The texts a page's first paint draws, under the query key the browser reads them by. */
export async function firstPaintData(db: Db, routePath: string): Promise<PageData> {
  const page = contentPageAt(routePath);
  if (!page) return [];
  const body = { page: page.id, blocks: await readPage(db, page.id) } satisfies PageContentResponse;
  return [{ queryKey: contentQueryKey(page.id), data: body }];
}
