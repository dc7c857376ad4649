import {
  type ContentBlockResponse,
  contentBlockResponse,
  contentBlocksResponse,
  contentPreviewResponse,
} from '@shared/content/api';
import type { ContentSave } from '@shared/content/requests';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { reportFailure } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { contentKeys } from './query-keys';

export const contentBlocksQuery = queryOptions({
  queryKey: contentKeys.blocks(),
  queryFn: () => api.get('/staff/content', contentBlocksResponse),
});

export const contentBlockQuery = (key: string) =>
  queryOptions({
    queryKey: contentKeys.block(key),
    queryFn: () => api.get(`/staff/content/blocks/${key}`, contentBlockResponse),
  });

/** The server renders and checks the Markdown: the console ships no renderer either. */
export function usePreview(body: string, enabled: boolean) {
  return useQuery({
    queryKey: contentKeys.preview(body),
    queryFn: () => api.post('/staff/content/preview', contentPreviewResponse, { body }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
}

/** After a publish or a restore: the block, the list, the audit log and the public page. */
function useSettle(key: string) {
  const client = useQueryClient();
  return (answer: ContentBlockResponse) => {
    client.setQueryData(contentBlockQuery(key).queryKey, answer);
    void client.invalidateQueries({ queryKey: contentKeys.consoleRoot });
    void client.invalidateQueries({ queryKey: contentKeys.publicRoot });
  };
}

export function usePublish(key: string, onFieldErrors: (errors: Record<string, string>) => void) {
  const settle = useSettle(key);
  return useMutation({
    mutationFn: (body: ContentSave) => api.put(`/staff/content/blocks/${key}`, contentBlockResponse, body),
    onSuccess: (answer) => {
      settle(answer);
      toast.success('Published: open pages show it now.');
    },
    onError: (error) =>
      reportFailure(error, { title: 'Not published', description: 'Please try again.', onFieldErrors }),
  });
}

export function useRestore(key: string) {
  const settle = useSettle(key);
  return useMutation({
    mutationFn: (revision: number) =>
      api.post(`/staff/content/blocks/${key}/revisions/${revision}/restore`, contentBlockResponse, {}),
    onSuccess: (answer) => {
      settle(answer);
      toast.success('Restored: open pages show it now.');
    },
    onError: (error) => reportFailure(error, { title: 'Not restored', description: 'Please try again.' }),
  });
}
