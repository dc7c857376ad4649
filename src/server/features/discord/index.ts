/** What other features may use of Discord: the cached widget reader (online count, members). */
export type { WidgetReader } from './widget';
