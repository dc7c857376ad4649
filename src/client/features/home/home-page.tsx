import { Suspense } from 'react';
import { HydrateInTurn } from '../../lib/hydrate-in-turn';
import { ArenaHome } from '../arena/lazy';
import { FeatureGrid } from './feature-grid';
import { Hero } from './hero';

export default function HomePage() {
  return (
    <>
      <HydrateInTurn>
        <Hero />
      </HydrateInTurn>
      <HydrateInTurn>
        <FeatureGrid />
      </HydrateInTurn>
      <Suspense fallback={<ArenaPlaceholder />}>
        {/* Below the fold and live: its code (and the live stream client) loads after the hero. */}
        <ArenaHome />
      </Suspense>
    </>
  );
}

function ArenaPlaceholder() {
  return (
    <section
      aria-label="Live Gym Leader Status"
      className="mx-auto min-h-96 max-w-6xl px-4 py-12 sm:px-6 sm:py-16"
    >
      <p role="status" className="text-muted">
        Connecting to Arena…
      </p>
    </section>
  );
}
