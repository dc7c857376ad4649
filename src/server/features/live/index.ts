/** What other features may use of live updates: the hub that turns NOTIFY into topic changes. */
export type { LiveHub } from './hub';
