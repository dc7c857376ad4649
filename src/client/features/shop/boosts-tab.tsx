import { HydrateInTurn } from '../../lib/hydrate-in-turn';
import { useCatalogGroup } from './catalog-queries';
import { ProductGrid } from './product-card';

export function BoostsTab() {
  return (
    <div className="space-y-10">
      <HydrateInTurn>
        <BoostGroup
          group="shiny-boosters"
          title="✨ Shiny Boosters"
          description="Raise shiny odds for everyone online while the boost runs."
        />
      </HydrateInTurn>
      <HydrateInTurn>
        <BoostGroup
          group="vote-party"
          title="🎉 Vote Party Accelerators"
          description="Bring the next vote party closer for the whole server."
        />
      </HydrateInTurn>
    </div>
  );
}

/** One group of boosts; the shop's first paint hydrates each in a task of its own. */
function BoostGroup({
  group,
  title,
  description,
}: {
  group: 'shiny-boosters' | 'vote-party';
  title: string;
  description: string;
}) {
  const titleId = `${group}-title`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mb-4 mt-1 text-muted">{description}</p>
      <ProductGrid items={useCatalogGroup(group)} />
    </section>
  );
}
