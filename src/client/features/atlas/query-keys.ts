import { ATLAS_KEY } from '@shared/site/page-query-keys';

/** The spawn atlas's query keys; the console's imports sit under the same root, so the live topic refreshes both. */
export const atlasKeys = {
  atlas: () => ATLAS_KEY,
  imports: () => [...ATLAS_KEY, 'imports'] as const,
};
