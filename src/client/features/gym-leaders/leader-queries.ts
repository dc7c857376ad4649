import { leaderEndpoints } from '@shared/gym-leaders/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { leaderKeys } from './query-keys';

export const leaderProfileQuery = (slug: string) =>
  queryOptions({
    queryKey: leaderKeys.profile(slug),
    queryFn: () => api(leaderEndpoints.profile, { params: { slug } }),
  });
