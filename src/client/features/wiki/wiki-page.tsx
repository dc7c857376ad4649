import { matchingSections, WIKI_SECTIONS, type WikiSectionId } from '@shared/wiki/sections';
import { Link2, Search } from 'lucide-react';
import { type ComponentType, memo, useEffect, useRef, useState } from 'react';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Page, PageHeader, Prose } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { HydrateInTurn } from '../../lib/hydrate-in-turn';
import { Link, useLocation } from '../../lib/router';
import { ContentHtml, usePageContent } from '../content';
import * as shop from './wiki-shop-sections';

/** Sections drawn from the shop's catalog; every other section's text is content (shared/content). */
const CATALOG_BODIES: Partial<Record<WikiSectionId, ComponentType>> = {
  'battle-pass': shop.BattlePass,
  crates: shop.Crates,
  ranks: shop.RanksAndPerks,
};

/**
 * Scrolls to the address's anchor once the sections' texts are drawn: the page may be drawn after
 * the browser looked for it, and texts arriving later would push the anchor away.
 */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !ready) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, ready]);
}

export default function WikiPage() {
  const [query, setQuery] = useState('');
  const sectionRefs = useRef<Partial<Record<string, HTMLElement | null>>>({});
  // The sections' text is read from the page itself, so the search covers exactly what is shown.
  // It is read at the first search, not on load, so starting the page costs no second render.
  const texts = useRef<Record<string, string> | null>(null);
  const search = (value: string) => {
    if (!texts.current) {
      const read: Record<string, string> = {};
      for (const s of WIKI_SECTIONS) read[s.id] = sectionRefs.current[s.id]?.textContent ?? '';
      texts.current = read;
    }
    setQuery(value);
  };
  const content = usePageContent('wiki');
  useScrollToHash(content !== undefined);
  // A published change rewrites a section: the next search reads the page again.
  useEffect(() => {
    if (content) texts.current = null;
  }, [content]);
  const visible = matchingSections(texts.current ?? {}, query);
  const searching = query.trim() !== '';

  return (
    <Page wide>
      <PageHeader eyebrow="Player guide" title="Server Wiki">
        How the server works: ranks, gyms, crates, commands and more.
      </PageHeader>
      <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        <aside className="mb-8 lg:mb-0">
          <div className="lg:sticky lg:top-24">
            <div className="relative mb-4">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
              />
              <Input
                type="search"
                name="q"
                aria-label="Search the wiki"
                placeholder="Search the wiki..."
                value={query}
                onChange={(e) => search(e.target.value)}
                className="pl-9"
              />
            </div>
            <nav aria-label="Wiki sections">
              <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-0.5">
                {WIKI_SECTIONS.map((s) => (
                  <li key={s.id} hidden={!visible.has(s.id)}>
                    {s.id === 'spawn-atlas' ? (
                      <Link to="/spawn-atlas" className={navLinkClass}>
                        {s.title}
                      </Link>
                    ) : (
                      <a href={`#${s.id}`} className={navLinkClass}>
                        {s.title}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </aside>
        <div className="min-w-0 space-y-6">
          {searching && (
            <p className="text-sm text-muted" aria-live="polite">
              {visible.size === 0
                ? `No wiki section mentions "${query.trim()}".`
                : `${visible.size} of ${WIKI_SECTIONS.length} sections mention "${query.trim()}".`}
            </p>
          )}
          {!content && <Spinner label="Loading the wiki…" />}
          {/* A long page of prose: its sections hydrate one at a time (decision 029). */}
          {WIKI_SECTIONS.map((s) => (
            <HydrateInTurn key={s.id}>
              <WikiSection
                id={s.id}
                title={s.title}
                html={content?.get(`wiki/${s.id}`)?.html}
                hidden={!visible.has(s.id)}
                sectionRef={(el) => {
                  sectionRefs.current[s.id] = el;
                }}
              />
            </HydrateInTurn>
          ))}
        </div>
      </div>
    </Page>
  );
}

/** One section, drawn once: typing in the search only toggles its `hidden`. */
const WikiSection = memo(function WikiSection({
  id,
  title,
  html,
  hidden,
  sectionRef,
}: {
  id: WikiSectionId;
  title: string;
  html: string | undefined;
  hidden: boolean;
  sectionRef: (el: HTMLElement | null) => void;
}) {
  const Body = CATALOG_BODIES[id];
  return (
    <section
      id={id}
      ref={sectionRef}
      hidden={hidden}
      className="scroll-mt-24"
      aria-labelledby={`${id}-title`}
    >
      <Card>
        <h2 id={`${id}-title`} className="mb-3 flex items-center gap-2 text-2xl font-bold text-fg">
          {title}
          <a href={`#${id}`} className="text-muted hover:text-primary" aria-label={`Link to ${title}`}>
            <Link2 aria-hidden="true" className="h-4 w-4" />
          </a>
        </h2>
        <Prose className={sectionProse}>
          {Body ? <Body /> : <ContentHtml html={html ?? ''} className="space-y-4" />}
        </Prose>
      </Card>
    </section>
  );
}, sameSection);

type SectionProps = { id: string; hidden: boolean; html: string | undefined };
/** The ref callback is new on every render of the page, but always writes the same slot. */
function sameSection(a: SectionProps, b: SectionProps) {
  return a.id === b.id && a.hidden === b.hidden && a.html === b.html;
}

/** The wiki's prose, with the commands table of the content's Markdown drawn as the page's tables. */
const sectionProse = [
  '[&_h3]:mt-4 [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1',
  '[&_.content-table]:overflow-x-auto [&_table]:w-full [&_table]:text-left [&_table]:text-sm',
  '[&_thead_tr]:border-b [&_thead_tr]:border-border [&_tbody_tr]:border-b [&_tbody_tr]:border-border/50',
  '[&_th]:py-2 [&_th]:pr-4 [&_td]:py-2 [&_td]:pr-4 [&_td_code]:break-words',
].join(' ');

const navLinkClass =
  'block rounded-lg border border-border px-3 py-1.5 text-sm text-fg hover:border-primary/60 hover:text-primary lg:border-transparent';
