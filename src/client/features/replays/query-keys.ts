/** The replays' query keys: one match page by id (a finished match with its log never changes). */
export const replayKeys = {
  match: (id: string) => ['replays', 'match', id] as const,
};
