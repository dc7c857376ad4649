/** The atlas the site serves: the newest import, or the built-in entries before any. */
import { desc, eq } from 'drizzle-orm';
import type { AtlasEntry, AtlasResponse } from '../../../shared/atlas/types';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { atlasImports } from '../../db/schema';
import { SEED_ATLAS_ENTRIES } from './seed-entries';

export interface AtlasImportRecord {
  source_name: string;
  entries: AtlasEntry[];
  files: number;
  spawns: number;
  skipped: number;
}

export async function saveAtlasImport(db: Database['db'], record: AtlasImportRecord) {
  const [row] = await db.insert(atlasImports).values(record).returning({ id: atlasImports.id });
  return row!.id;
}

/**
 * Reads the newest import's id first and its entries only when it changed, so the usual request
 * costs one indexed row read while a new import still shows on every instance at once.
 */
export function createAtlasReader(deps: Deps) {
  let cached: { id: string; body: AtlasResponse } | null = null;
  const seed: AtlasResponse = { entries: SEED_ATLAS_ENTRIES, source: 'seed', updated_at: null };
  return async function readAtlas(): Promise<AtlasResponse> {
    const { db } = deps.database;
    const [latest] = await db
      .select({ id: atlasImports.id, created_at: atlasImports.created_at })
      .from(atlasImports)
      .orderBy(desc(atlasImports.created_at))
      .limit(1);
    if (!latest) return seed;
    if (cached?.id === latest.id) return cached.body;
    const [row] = await db
      .select({ entries: atlasImports.entries })
      .from(atlasImports)
      .where(eq(atlasImports.id, latest.id));
    if (!row) return seed;
    const body = {
      entries: row.entries,
      source: 'import',
      updated_at: latest.created_at.toISOString(),
    } satisfies AtlasResponse;
    cached = { id: latest.id, body };
    return body;
  };
}
