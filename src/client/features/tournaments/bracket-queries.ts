import { bracketEndpoints } from '@shared/tournaments/bracket-endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { tournamentKeys } from './query-keys';

export const bracketQuery = (slug: string) =>
  queryOptions({
    queryKey: tournamentKeys.bracket(slug),
    queryFn: () => api(bracketEndpoints.read, { params: { slug } }),
  });
