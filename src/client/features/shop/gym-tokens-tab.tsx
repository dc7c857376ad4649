import { Users } from 'lucide-react';
import { useCatalogGroup } from './catalog-queries';
import { ProductGrid } from './product-card';

export function GymTokensTab() {
  return (
    <section aria-labelledby="gym-tokens-title">
      <h2 id="gym-tokens-title" className="text-2xl font-bold">
        🏅 Gym Tokens
      </h2>
      <p className="mt-1 text-muted">A gym token is one challenge against a gym leader.</p>
      <div className="my-4 flex items-start gap-3 rounded-2xl border border-accent/40 bg-accent/10 p-4 text-sm">
        <Users className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
        <p>
          <strong className="text-fg">Each purchase grants +1 token to all players.</strong>{' '}
          <span className="text-muted">Players start with 1 gym token.</span>
        </p>
      </div>
      <ProductGrid items={useCatalogGroup('gym-tokens')} />
    </section>
  );
}
