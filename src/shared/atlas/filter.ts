/**
 * Atlas search and filters, pure so they can be tested and run on every keystroke. The search is a
 * case-insensitive substring of the name, any biome group or the lore; the category filter passes
 * entries in any selected category (none selected passes all).
 */
import { ATLAS_CATEGORIES, type AtlasCategory, type AtlasEntry } from './types';

export interface AtlasQuery {
  search: string;
  categories: AtlasCategory[];
}

export interface IndexedEntry {
  entry: AtlasEntry;
  /** Lower-cased name, biome groups and lore, separated so a match cannot span two fields. */
  haystack: string;
}

/** Lower-cases each entry's searchable text once, so a keystroke only scans strings. */
export function indexAtlas(entries: readonly AtlasEntry[]): IndexedEntry[] {
  return entries.map((entry) => ({
    entry,
    haystack: [entry.name, ...entry.biomeGroups, entry.lore ?? ''].join('\u0000').toLowerCase(),
  }));
}

export function filterAtlas(index: readonly IndexedEntry[], query: AtlasQuery): AtlasEntry[] {
  const needle = query.search.trim().toLowerCase();
  const wanted = query.categories.length > 0 ? new Set<string>(query.categories) : null;
  const result: AtlasEntry[] = [];
  for (const { entry, haystack } of index) {
    if (wanted && !wanted.has(entry.category)) continue;
    if (needle && !haystack.includes(needle)) continue;
    result.push(entry);
  }
  return result;
}

const CATEGORY_PARAM: Record<AtlasCategory, string> = {
  Legendary: 'legendary',
  Paradox: 'paradox',
  'Ultra Beast': 'ultra-beast',
  Standard: 'standard',
};

/** Reads `?q=…&category=legendary&category=ultra-beast`; unknown values are ignored. */
export function atlasQueryFromParams(params: URLSearchParams): AtlasQuery {
  const given = new Set(params.getAll('category'));
  return {
    search: params.get('q') ?? '',
    categories: ATLAS_CATEGORIES.filter((c) => given.has(CATEGORY_PARAM[c])),
  };
}

/** The query as URL parameters, in a fixed order so equal queries give equal URLs. */
export function atlasQueryToParams(query: AtlasQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  for (const c of ATLAS_CATEGORIES)
    if (query.categories.includes(c)) params.append('category', CATEGORY_PARAM[c]);
  return params;
}

export function toggleCategory(query: AtlasQuery, category: AtlasCategory): AtlasQuery {
  const on = query.categories.includes(category);
  return {
    ...query,
    categories: on ? query.categories.filter((c) => c !== category) : [...query.categories, category],
  };
}

/** The card's biome line: the first two groups, then '+N' for the rest. */
export function biomePreview(groups: readonly string[], shown = 2): { shown: string[]; more: number } {
  return { shown: groups.slice(0, shown), more: Math.max(0, groups.length - shown) };
}

export function showingText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} Pokémon`;
}

export const ATLAS_EMPTY_TEXT = 'No Pokémon found. Try adjusting your search or filters.';
export const ATLAS_VERSION_TEXT = 'Spawn Atlas v1.0';
