import { useCatalogGroup } from './catalog-queries';
import { ProductGrid } from './product-card';

export function BoostsTab() {
  return (
    <div className="space-y-10">
      <section aria-labelledby="shiny-boosters-title">
        <h2 id="shiny-boosters-title" className="text-2xl font-bold">
          ✨ Shiny Boosters
        </h2>
        <p className="mb-4 mt-1 text-muted">Raise shiny odds for everyone online while the boost runs.</p>
        <ProductGrid items={useCatalogGroup('shiny-boosters')} />
      </section>
      <section aria-labelledby="vote-party-title">
        <h2 id="vote-party-title" className="text-2xl font-bold">
          🎉 Vote Party Accelerators
        </h2>
        <p className="mb-4 mt-1 text-muted">Bring the next vote party closer for the whole server.</p>
        <ProductGrid items={useCatalogGroup('vote-party')} />
      </section>
    </div>
  );
}
