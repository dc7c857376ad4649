/** The spawn atlas's query keys. */
export const atlasKeys = {
  atlas: () => ['atlas'] as const,
};
