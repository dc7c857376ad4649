/**
 * The site's editable texts: each page that staff edit in the console is a fixed list of blocks
 * (the page's layout stays code; each block's title and Markdown body are content). A block's key
 * names it everywhere: the database row, the API and the console.
 */
import { WIKI_SECTIONS } from '../wiki/sections';

export const CONTENT_PAGES = [
  { id: 'server-rules', path: '/server-rules', label: 'Server Rules' },
  { id: 'wiki', path: '/wiki', label: 'Server Wiki' },
] as const;
export type ContentPageId = (typeof CONTENT_PAGES)[number]['id'];
export const CONTENT_PAGE_IDS = CONTENT_PAGES.map((page) => page.id) as [ContentPageId, ...ContentPageId[]];

export interface ContentBlockSpec {
  key: string;
  page: ContentPageId;
  /** How the console names the block. */
  label: string;
  /** Whether the block's title is content too; otherwise the page draws its own heading. */
  titled: boolean;
}

/** Wiki sections whose numbers come from the shop's catalog stay drawn by code, so they cannot disagree. */
export const CATALOG_WIKI_SECTIONS: ReadonlySet<string> = new Set(['battle-pass', 'crates', 'ranks']);

export const RULE_COUNT = 6;

export const CONTENT_BLOCKS: readonly ContentBlockSpec[] = [
  { key: 'server-rules/intro', page: 'server-rules', label: 'Introduction', titled: false },
  ...Array.from({ length: RULE_COUNT }, (_, index) => ({
    key: `server-rules/rule-${index + 1}`,
    page: 'server-rules' as const,
    label: `Rule ${index + 1}`,
    titled: true,
  })),
  { key: 'server-rules/enforcement', page: 'server-rules', label: 'Enforcement', titled: true },
  ...WIKI_SECTIONS.filter((section) => !CATALOG_WIKI_SECTIONS.has(section.id)).map((section) => ({
    key: `wiki/${section.id}`,
    page: 'wiki' as const,
    label: section.title,
    titled: false,
  })),
];

export const MAX_CONTENT_TITLE = 120;
export const MAX_CONTENT_BODY = 20_000;
/** Revisions the console lists per block, newest first. */
export const REVISIONS_SHOWN = 50;

/** The query key of a page's texts: the server fills it for the first paint, the browser reads it. */
export const contentQueryKey = (page: ContentPageId) => ['content', page] as const;

export const contentPageAt = (path: string) => CONTENT_PAGES.find((page) => page.path === path);
