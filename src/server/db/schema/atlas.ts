import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AtlasEntry } from '../../../shared/atlas/types';

/**
 * Each datapack import as one row: the whole atlas it produced, so a reader gets a consistent
 * atlas in one read and earlier imports stay for the staff console. The newest row is served;
 * with none, the built-in atlas is.
 */
export const atlasImports = pgTable(
  'atlas_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source_name: text('source_name').notNull(),
    entries: jsonb('entries').$type<AtlasEntry[]>().notNull(),
    files: integer('files').notNull(),
    spawns: integer('spawns').notNull(),
    skipped: integer('skipped').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('atlas_imports_created_at_idx').on(t.created_at)],
);
