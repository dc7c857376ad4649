/**
 * What other features may use of the arena: rating counts for the community page, one match for
 * its replay page, demo rows for
 * tests, and the type of the public read cache (other public reads are served from it too).
 */
export { matchById, ratingCounts } from './queries';
export type { ReadCache } from './read-cache';
export { seedArena } from './seed';
