/** The atlas the site serves: the import published last, or the built-in entries before any. */
import { desc, eq, sql } from 'drizzle-orm';
import type { AtlasImportReport, AtlasImportSummary } from '../../../shared/atlas/console/api';
import type { AtlasEntry, AtlasResponse } from '../../../shared/atlas/types';
import type { Deps } from '../../context';
import type { Database, Db } from '../../db/client';
import { atlasImports, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { auditAs } from '../staff';
import type { ImportResult } from './import/build-atlas';
import { SEED_ATLAS_ENTRIES } from './seed-entries';

export interface AtlasImportRecord {
  source_name: string;
  entries: AtlasEntry[];
  files: number;
  spawns: number;
  skipped: number;
  report?: AtlasImportReport;
}

/** What the console shows of an import before it is published, from the importer's result. */
export function importReport(result: ImportResult): AtlasImportReport {
  return {
    files: result.files,
    spawns: result.spawns,
    species: result.species,
    skipped: result.skipped,
    species_list: result.entries.map(({ id, name, category }) => ({ id, name, category })),
    problems: result.problems,
    ignored_fields: result.ignoredFields,
    presets: result.presets,
  };
}

/**
 * The served import first: the one published last, and of two stamped with one instant the later
 * publish or restore. The site, the console's "current" and a restore's audit all read this order.
 */
const servedFirst = [desc(atlasImports.published_at), desc(atlasImports.publish_order)];

/** From the command line: the import is published at once, by nobody. */
export async function saveAtlasImport(db: Database['db'], record: AtlasImportRecord) {
  const [row] = await db.insert(atlasImports).values(record).returning({ id: atlasImports.id });
  return row!.id;
}

type Admin = { id: string; discord_username: string };

/** From the console: the import and its audit entry commit together. */
export async function publishAtlasImport(db: Db, actor: Admin, record: AtlasImportRecord): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(atlasImports)
      .values({ ...record, imported_by: actor.id })
      .returning({ id: atlasImports.id });
    await auditAs(actor)(tx, {
      action: 'atlas.publish',
      targetType: 'atlas',
      targetId: row!.id,
      after: { pack: record.source_name, species: record.entries.length, spawns: record.spawns },
    });
    return row!.id;
  });
}

/** Serves an earlier import again: it becomes the one published last. */
export async function restoreAtlasImport(db: Db, actor: Admin, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ source_name: atlasImports.source_name, created_at: atlasImports.created_at })
      .from(atlasImports)
      .orderBy(...servedFirst)
      .limit(1);
    const [restored] = await tx
      .update(atlasImports)
      // The database's clock, as a publish's default: the app's may differ, and order them wrongly.
      // The next number too, as a publish takes: the clock may not have moved since the last one.
      .set({
        published_at: sql`now()`,
        publish_order: sql`nextval(pg_get_serial_sequence('atlas_imports', 'publish_order'))`,
      })
      .where(eq(atlasImports.id, id))
      .returning({ source_name: atlasImports.source_name, created_at: atlasImports.created_at });
    if (!restored) throw notFound('No such atlas import.');
    const named = (row: { source_name: string; created_at: Date }) =>
      `${row.source_name} (imported ${row.created_at.toISOString().slice(0, 16).replace('T', ' ')} UTC)`;
    await auditAs(actor)(tx, {
      action: 'atlas.restore',
      targetType: 'atlas',
      targetId: id,
      before: current ? { pack: named(current) } : null,
      after: { pack: named(restored) },
    });
  });
}

export async function listAtlasImports(db: Db): Promise<AtlasImportSummary[]> {
  const rows = await db
    .select({
      id: atlasImports.id,
      source_name: atlasImports.source_name,
      files: atlasImports.files,
      spawns: atlasImports.spawns,
      skipped: atlasImports.skipped,
      species: sql<number>`jsonb_array_length(${atlasImports.entries})`,
      imported_by: users.discord_username,
      created_at: atlasImports.created_at,
      published_at: atlasImports.published_at,
    })
    .from(atlasImports)
    .leftJoin(users, eq(users.id, atlasImports.imported_by))
    .orderBy(...servedFirst);
  return rows
    .map((row, i) => ({
      id: row.id,
      source_name: row.source_name,
      files: row.files,
      spawns: row.spawns,
      skipped: row.skipped,
      species: Number(row.species),
      imported_by: row.imported_by,
      created_at: row.created_at.toISOString(),
      published_at: row.published_at.toISOString(),
      current: i === 0,
    }))
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
}

/**
 * Reads the served import's id first and its entries only when it changed, so the usual request
 * costs one indexed row read while a publish or restore still shows on every instance at once.
 */
export type AtlasReader = () => Promise<AtlasResponse>;

export function createAtlasReader(deps: Deps): AtlasReader {
  let cached: { key: string; body: AtlasResponse } | null = null;
  const seed: AtlasResponse = { entries: SEED_ATLAS_ENTRIES, source: 'seed', updated_at: null };
  return async function readAtlas(): Promise<AtlasResponse> {
    const { db } = deps.database;
    const [latest] = await db
      .select({ id: atlasImports.id, published_at: atlasImports.published_at })
      .from(atlasImports)
      .orderBy(...servedFirst)
      .limit(1);
    if (!latest) return seed;
    const key = `${latest.id}@${latest.published_at.toISOString()}`;
    if (cached?.key === key) return cached.body;
    const [row] = await db
      .select({ entries: atlasImports.entries })
      .from(atlasImports)
      .where(eq(atlasImports.id, latest.id));
    if (!row) return seed;
    const body = {
      entries: row.entries,
      source: 'import',
      updated_at: latest.published_at.toISOString(),
    } satisfies AtlasResponse;
    cached = { key, body };
    return body;
  };
}
