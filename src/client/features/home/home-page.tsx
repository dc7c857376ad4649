import { FeatureGrid } from './feature-grid';
import { Hero } from './hero';

export default function HomePage() {
  return (
    <>
      <Hero />
      <FeatureGrid />
      {/* The arena section and the leaderboard go here, below the features (a separate task builds them). */}
    </>
  );
}
