/** The community page's query keys. */
export const communityKeys = {
  stats: () => ['community', 'stats'] as const,
};
