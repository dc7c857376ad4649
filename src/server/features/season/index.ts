/**
 * What other features may use of the season: the one badge rule (the bridge awards through it) and
 * the open season (a tournament's crown counts for the season it was won in).
 */
export { openSeason } from './archive';
export { writeBadge } from './badges';
