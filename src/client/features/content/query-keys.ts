/**
 * The page texts' query keys. The console's keys sit under the console's 'staff' root, which every
 * console write refetches (the audit log changes too); a page's published texts sit under the
 * 'content' root its live topic refreshes.
 */
import { type ContentPageId, contentQueryKey } from '@shared/content/pages';

const consoleRoot = ['staff'] as const;

export const contentKeys = {
  consoleRoot,
  publicRoot: ['content'] as const,
  page: (page: ContentPageId) => contentQueryKey(page),
  blocks: () => [...consoleRoot, 'content'] as const,
  block: (key: string) => [...consoleRoot, 'content', key] as const,
  preview: (body: string) => [...consoleRoot, 'content-preview', body] as const,
};
