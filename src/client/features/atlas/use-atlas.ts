import { atlasEndpoints } from '@shared/atlas/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { atlasKeys } from './query-keys';

export const atlasQuery = queryOptions({
  queryKey: atlasKeys.atlas(),
  queryFn: () => api(atlasEndpoints.atlas),
  // The atlas changes only when staff import a datapack.
  staleTime: 5 * 60_000,
});
