/** What other features may use of replays: the link to a match's replay. */
export { ReplayLink } from './replay-link';
