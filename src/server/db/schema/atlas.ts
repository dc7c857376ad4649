import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AtlasImportReport } from '../../../shared/atlas/console/api';
import type { AtlasEntry } from '../../../shared/atlas/types';
import { users } from './accounts';

/**
 * Each datapack import as one row: the whole atlas it produced, so a reader gets a consistent
 * atlas in one read, and the report the admin saw. The row published last is served (a restore
 * publishes an earlier row again); with none, the built-in atlas is.
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
    /** The dry run's report (problems, presets, fields not read); null for imports made before it. */
    report: jsonb('report').$type<AtlasImportReport>(),
    /** Who imported it from the console; null from the command line. */
    imported_by: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    published_at: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Counts publishes and restores, each taking the next number: of two stamped with one instant
     * (the database's clock can give a publish and a restore the same one), the later is served.
     */
    publish_order: bigint('publish_order', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
  },
  (t) => [
    index('atlas_imports_created_at_idx').on(t.created_at),
    index('atlas_imports_published_idx').on(t.published_at, t.publish_order),
  ],
);
