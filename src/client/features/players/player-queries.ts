import { playerEndpoints } from '@shared/players/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { playerKeys } from './query-keys';

export const playerProfileQuery = (name: string) =>
  queryOptions({
    queryKey: playerKeys.profile(name),
    queryFn: () => api(playerEndpoints.profile, { params: { name } }),
  });
