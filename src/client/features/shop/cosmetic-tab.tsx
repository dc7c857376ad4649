import { POKEBALL_VARIANTS } from '@shared/shop/catalog';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useCatalogGroup } from './catalog-queries';
import { ProductGrid } from './product-card';

const CATEGORIES = [
  {
    group: 'cosmetic-keys',
    title: 'Cosmetic Keys',
    emoji: '🗝️',
    blurb: 'Open cosmetic crates for hats, trails and outfits.',
  },
  {
    group: 'pokedoll-keys',
    title: 'PokeDoll Keys',
    emoji: '🧸',
    blurb: 'Open crates of collectible PokeDolls.',
  },
  {
    group: 'shiny-transformation',
    title: 'Shiny Transformation',
    emoji: '🌟',
    blurb: 'Make a Pokémon you own shiny. Looks only: stats never change.',
  },
  {
    group: 'pokeball-changer',
    title: 'PokeBall Changer',
    emoji: '🔴',
    blurb: `Move a Pokémon into any of ${POKEBALL_VARIANTS.length} ball variants.`,
  },
] as const;

const ballName = (id: string) =>
  id
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
    .replace('Poke Ball', 'Poké Ball');

export function CosmeticTab() {
  const [open, setOpen] = useState<string | null>(null);
  const category = CATEGORIES.find((c) => c.group === open);
  const products = useCatalogGroup(category?.group ?? '');
  if (!category) {
    return (
      <section aria-labelledby="cosmetic-title">
        <h2 id="cosmetic-title" className="mb-4 text-2xl font-bold">
          Cosmetic Categories
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {CATEGORIES.map((c) => (
            <button
              key={c.group}
              type="button"
              onClick={() => setOpen(c.group)}
              className="cursor-pointer rounded-2xl border border-border bg-surface/80 p-5 text-left transition-colors hover:border-primary/60"
            >
              <span className="text-3xl" aria-hidden="true">
                {c.emoji}
              </span>
              <span className="mt-2 block text-lg font-bold text-fg">{c.title}</span>
              <span className="mt-1 block text-sm text-muted">{c.blurb}</span>
            </button>
          ))}
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="cosmetic-category-title">
      <Button variant="ghost" size="sm" onClick={() => setOpen(null)} className="mb-3">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Categories
      </Button>
      <h2 id="cosmetic-category-title" className="text-2xl font-bold">
        <span aria-hidden="true">{category.emoji}</span> {category.title}
      </h2>
      <p className="mb-4 mt-1 text-muted">{category.blurb}</p>
      <ProductGrid items={products} />
      {category.group === 'pokeball-changer' && (
        <details className="mt-6 rounded-2xl border border-border bg-surface/60 p-4">
          <summary className="cursor-pointer font-semibold">
            All {POKEBALL_VARIANTS.length} ball variants
          </summary>
          <ul className="mt-3 grid gap-1 text-sm text-muted sm:grid-cols-3">
            {POKEBALL_VARIANTS.map((b) => (
              <li key={b}>{ballName(b)}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
