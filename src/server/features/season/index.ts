/** What other features may use of the season: the one badge rule (the bridge awards through it). */
export { writeBadge } from './badges';
