/** What other features may use of live updates: the query keys a topic refreshes, and the subscription hook. */
export { LIVE_KEYS } from './live-keys';
export { useLiveTopics } from './use-live-topics';
