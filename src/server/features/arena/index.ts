/** What other features may use of the arena: rating counts for the community page, demo rows for tests. */
export { ratingCounts } from './queries';
export { seedArena } from './seed';
