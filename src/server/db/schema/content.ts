/**
 * Content staff edit in the console: each block's current text, and every revision it has had
 * (append-only, so any one can be restored as a new revision).
 */
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The published text of each block (keys from shared/content/blocks.ts). */
export const contentBlocks = pgTable('content_blocks', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  revision_id: bigint('revision_id', { mode: 'number' }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every saved version; the author is kept by id and by name so the history outlives the account. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key')
      .notNull()
      .references(() => contentBlocks.key, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    author_name: text('author_name'),
    restored_from: bigint('restored_from', { mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_revisions_key_idx').on(t.key, t.id),
    index('content_revisions_author_idx').on(t.author_id),
  ],
);
