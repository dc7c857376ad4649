/** The signed-in player's own active ban, read where they would act. */
import { banEndpoints } from '@shared/bans/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { banKeys } from './query-keys';

export const myBanQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: banKeys.mine,
    queryFn: () => api(banEndpoints.mine),
    enabled: signedIn,
  });
