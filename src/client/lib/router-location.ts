/**
 * The router's pure parts: where a link points from where the reader is, and a history kept in
 * memory (MemoryRouter; the browser keeps its own). router.tsx puts them in React.
 */
import type { Href, PageHref } from '@shared/site/routes';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Different for every entry in the history: the entry's scroll position is kept under it. */
  key: string;
}

/** Where a link or navigation goes: a page of the table, or parts of one (the rest kept from here). */
export type To = Href | { pathname?: PageHref; search?: string; hash?: string };
/** What the router itself resolves: also paths it already resolved and the current pathname. */
export type AnyTo = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

const ORIGIN = 'http://router.local';

export const createKey = (): string => Math.random().toString(36).slice(2, 10);

export function locationOf(href: string, key: string): Location {
  const url = new URL(href, ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

export const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>): string =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * The path, query and hash `to` points at, read from where the reader is now. An object without a
 * pathname stays on this page (keeping the query unless it gives one); with one, it drops the query.
 */
export function resolve(to: AnyTo, from: Location): string {
  if (typeof to === 'string') {
    if (PLAIN_PATH.test(to)) return to;
    return pathOf(new URL(to, new URL(pathOf(from), ORIGIN)));
  }
  const pathname = to.pathname ?? from.pathname;
  const search = to.search ?? (to.pathname === undefined ? from.search : '');
  return `${pathname}${search && !search.startsWith('?') ? `?${search}` : search}${to.hash ?? ''}`;
}

/** The pathname a link's target has, for NavLink's active state. */
export const pathnameOf = (href: string): string =>
  PLAIN_PATH.test(href) ? href : new URL(href, ORIGIN).pathname;

/**
 * A path that URL parsing would give back unchanged ('/shop', '/players/Ash_K'): most links are one.
 * Parsing two URLs per link cost the home page's start about 12 ms on a phone, for its nav and footer.
 */
const PLAIN_PATH = /^\/(?:[\w-]+\/)*[\w-]*$/;

export interface MemoryHistory {
  entries: Location[];
  index: number;
}

/** A new entry after the current one (dropping any forward entries), or the current one replaced. */
export function pushEntry(history: MemoryHistory, next: Location, replace: boolean): MemoryHistory {
  const kept = history.entries.slice(0, replace ? history.index : history.index + 1);
  return { entries: [...kept, next], index: kept.length };
}

/** Back (negative) or forward through the entries, stopping at either end. */
export function goInHistory(history: MemoryHistory, delta: number): MemoryHistory {
  const index = Math.min(Math.max(history.index + delta, 0), history.entries.length - 1);
  return { entries: history.entries, index };
}
