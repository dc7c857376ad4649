/**
 * What the app uses of replays: the match route, the head of a match's page, the battles the sitemap
 * lists, its share card's facts, storing a log, the demo replays, and battles played by Showdown's
 * engine for the demo simulator.
 */
export { matchPage } from './first-paint';
export { MATCH_ROUTE, replayPages } from './page-head';
export { replayRoutes } from './routes';
export { seedReplays } from './seed';
export { matchCardFacts } from './share-card';
export { playShowdownBattle, winnerOf } from './showdown-battle';
export { storeReplay } from './store';
