import type { ContentBlockResponse } from '@shared/content/api';
import { contentConsoleEndpoints as rows } from '@shared/content/console/endpoints';
import type { ContentSave } from '@shared/content/requests';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { reportFailure } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { contentKeys } from './query-keys';

/** A block's key (`page/name`) as the path's two parameters. */
function blockParams(key: string) {
  const [page = '', name = ''] = key.split('/');
  return { page, name };
}

export const contentBlocksQuery = queryOptions({
  queryKey: contentKeys.blocks(),
  queryFn: () => api(rows.blocks),
});

export const contentBlockQuery = (key: string) =>
  queryOptions({
    queryKey: contentKeys.block(key),
    queryFn: () => api(rows.block, { params: blockParams(key) }),
  });

/** The server renders and checks the Markdown: the console ships no renderer either. */
export function usePreview(body: string, enabled: boolean) {
  return useQuery({
    queryKey: contentKeys.preview(body),
    queryFn: () => api(rows.preview, { body: { body } }),
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
    mutationFn: (body: ContentSave) => api(rows.publish, { params: blockParams(key), body }),
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
      api(rows.restore, { params: { ...blockParams(key), revision: String(revision) } }),
    onSuccess: (answer) => {
      settle(answer);
      toast.success('Restored: open pages show it now.');
    },
    onError: (error) => reportFailure(error, { title: 'Not restored', description: 'Please try again.' }),
  });
}
