/**
 * The query keys of the answers a page's first paint is drawn with (`page-data.ts`): the server
 * reads them for the paint and the browser's query hooks read them by the same keys. Each sits
 * under the root of the live topic that changes it (the client's query-keys files check the roots).
 */
export const STATUS_REPORT_KEY = ['status'] as const;
export const PUBLIC_INCIDENTS_KEY = [...STATUS_REPORT_KEY, 'incidents', 'public'] as const;

export const tournamentPageKey = (slug: string) => ['tournaments', 'page', slug] as const;

/** Names are keyed in lower case: the address may use any case. */
export const playerProfileKey = (name: string) =>
  ['arena', 'leaderboard', 'player', name.toLowerCase()] as const;

export const leaderProfileKey = (slug: string) => ['gym-leader-page', slug] as const;

export const matchPageKey = (id: string) => ['replays', 'match', id] as const;

export const doublesTournamentKey = () => ['tournaments', 'doubles', 'tournament'] as const;

export const ATLAS_KEY = ['atlas'] as const;
