import type { PublicContentBlock } from '@shared/content/api';
import { contentEndpoints } from '@shared/content/endpoints';
import type { ContentPageId } from '@shared/content/pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { useLiveTopics } from '../live';
import { contentKeys } from './query-keys';

export const pageContentQuery = (page: ContentPageId) =>
  queryOptions({
    queryKey: contentKeys.page(page),
    queryFn: () => api(contentEndpoints.page, { params: { page } }),
    // The first paint brings the texts along; a publish arrives through the live stream.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A page's texts by block key, kept live: an editor's publish shows on open pages at once. */
export function usePageContent(page: ContentPageId): ReadonlyMap<string, PublicContentBlock> | undefined {
  useLiveTopics('content');
  const { data } = useQuery(pageContentQuery(page));
  // One map per answer: pages react to a new map as to a publish (the wiki reads its sections'
  // texts again), and a map built on every render made any render, an anchor click's, look like one.
  return useMemo(() => data && new Map(data.blocks.map((block) => [block.key, block])), [data]);
}
