/** The spawn atlas's query keys; the console's imports sit under the same root, so the live topic refreshes both. */
export const atlasKeys = {
  atlas: () => ['atlas'] as const,
  imports: () => ['atlas', 'imports'] as const,
};
