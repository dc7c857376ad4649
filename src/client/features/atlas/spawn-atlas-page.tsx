import {
  ATLAS_EMPTY_TEXT,
  ATLAS_VERSION_TEXT,
  atlasQueryToParams,
  filterAtlas,
  indexAtlas,
  showingText,
  toggleCategory,
} from '@shared/atlas/filter';
import { ATLAS_CATEGORIES, type AtlasEntry } from '@shared/atlas/types';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { HydrateInTurn } from '../../lib/hydrate-in-turn';
import { useLiveTopics } from '../live';
import { AtlasCard } from './atlas-card';
import { atlasQuery } from './use-atlas';
import { useAtlasQuery } from './use-atlas-query';

// The detail dialog (and Radix Dialog under it) loads when a card is first opened.
const AtlasDialog = lazy(() => import('./atlas-dialog'));

const TOGGLE_LABEL = {
  Legendary: 'Legendaries',
  Paradox: 'Paradox',
  'Ultra Beast': 'Ultra Beasts',
  Standard: 'Standard',
} as const;

/** Cards drawn at first and added per 'Show more': a hundred cards at once block a phone for a second. */
export const ATLAS_PAGE_SIZE = 24;

/**
 * How many of the matching cards are drawn. A new search or filter starts again from the first
 * page; 'Show more' adds a page and moves the focus to the first card it added.
 */
function usePaging(queryKey: string) {
  const [paging, setPaging] = useState({ key: queryKey, count: ATLAS_PAGE_SIZE });
  const count = paging.key === queryKey ? paging.count : ATLAS_PAGE_SIZE;
  const list = useRef<HTMLUListElement>(null);
  const showMore = () => {
    flushSync(() => setPaging({ key: queryKey, count: count + ATLAS_PAGE_SIZE }));
    list.current?.children[count]?.querySelector('button')?.focus();
  };
  return { count, showMore, list };
}

export default function SpawnAtlasPage() {
  const atlas = useQuery(atlasQuery);
  // A publish or a restore in the console redraws open atlas pages.
  useLiveTopics('atlas');
  const [query, update] = useAtlasQuery();
  // Typing stays responsive; the grid follows a frame later with many entries.
  const deferred = useDeferredValue(query);
  const index = useMemo(() => indexAtlas(atlas.data?.entries ?? []), [atlas.data]);
  const shown = useMemo(() => filterAtlas(index, deferred), [index, deferred]);
  const paging = usePaging(atlasQueryToParams(deferred).toString());
  const drawn = shown.slice(0, paging.count);
  const [open, setOpenEntry] = useState<AtlasEntry | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const setOpen = (entry: AtlasEntry | null) => {
    if (entry) setDialogWanted(true);
    setOpenEntry(entry);
  };

  return (
    <Page wide>
      <PageHeader eyebrow="Field guide" title="Spawn Atlas">
        Every Pokémon in the server's spawn data, from everyday species to Legendaries, Paradox Pokémon and
        Ultra Beasts: where and when each appears, at which levels, how rarely, and under which conditions.
      </PageHeader>
      <search className="mb-6 space-y-4">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
          />
          <Input
            type="search"
            name="q"
            aria-label="Search Pokémon or Biome"
            placeholder="Search Pokémon or Biome..."
            value={query.search}
            onChange={(e) => {
              const search = e.target.value;
              update((current) => ({ ...current, search }));
            }}
            className="pl-9"
          />
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filter by category</legend>
          {ATLAS_CATEGORIES.map((category) => {
            const on = query.categories.includes(category);
            return (
              <button
                key={category}
                type="button"
                aria-pressed={on}
                onClick={() => update((current) => toggleCategory(current, category))}
                className={cn(
                  'h-9 rounded-full border px-4 text-sm font-semibold transition-colors',
                  on
                    ? 'border-primary bg-primary text-primary-fg'
                    : 'border-border bg-surface-2 text-fg hover:border-primary/60',
                )}
              >
                {TOGGLE_LABEL[category]}
              </button>
            );
          })}
        </fieldset>
      </search>
      {atlas.isPending ? (
        <AtlasSkeleton />
      ) : atlas.isError ? (
        <Card role="alert" className="border-red-500/40 text-danger">
          Error loading the atlas: {atlas.error.message}
        </Card>
      ) : (
        <>
          <p className="mb-4 h-5 text-sm text-muted" aria-live="polite">
            {showingText(shown.length, atlas.data.entries.length)}
          </p>
          {shown.length === 0 ? (
            <Card className="text-center text-muted">{ATLAS_EMPTY_TEXT}</Card>
          ) : (
            <>
              <ul ref={paging.list} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {/* Drawn by the server with the atlas: each card hydrates in a task of its own (decision 029). */}
                {drawn.map((entry) => (
                  <HydrateInTurn key={entry.id}>
                    <li>
                      <AtlasCard entry={entry} onOpen={setOpen} />
                    </li>
                  </HydrateInTurn>
                ))}
              </ul>
              {drawn.length < shown.length && (
                <div className="mt-6 flex justify-center">
                  <Button variant="secondary" onClick={paging.showMore}>
                    Show more ({shown.length - drawn.length} left)
                  </Button>
                </div>
              )}
            </>
          )}
        </>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <AtlasDialog entry={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      <div className="mt-12 border-t border-border pt-6 text-center text-sm text-muted">
        <p>Spawn data sourced from the server{atlas.data?.source === 'import' ? "'s own datapack" : ''}.</p>
        <p className="mt-1 font-semibold text-fg">{ATLAS_VERSION_TEXT}</p>
      </div>
    </Page>
  );
}

/**
 * The atlas before its entries arrive (and in the server's first paint): the status line and a
 * grid of card-sized blocks in the place the cards take, so nothing below moves when they land.
 */
function AtlasSkeleton() {
  return (
    <>
      <p className="mb-4 h-5 text-sm">
        <Spinner label="Loading the atlas…" className="h-5" />
      </p>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of placeholders
          <li key={i} className="h-56 rounded-2xl border border-border bg-surface/40" />
        ))}
      </ul>
    </>
  );
}
