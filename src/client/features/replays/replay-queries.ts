import { replayEndpoints } from '@shared/replays/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { replayKeys } from './query-keys';

export const matchPageQuery = (id: string) =>
  queryOptions({
    queryKey: replayKeys.match(id),
    queryFn: () => api(replayEndpoints.match, { params: { id } }),
  });
