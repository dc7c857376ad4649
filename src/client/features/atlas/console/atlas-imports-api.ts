import type { AtlasDryRunResponse, AtlasImportsResponse } from '@shared/atlas/console/api';
import { atlasConsoleEndpoints } from '@shared/atlas/console/endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, errorFromBody, parseResponse } from '../../../lib/api';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { atlasKeys } from '../query-keys';

export const atlasImportsQuery = queryOptions({
  queryKey: atlasKeys.imports(),
  queryFn: () => api(atlasConsoleEndpoints.imports),
});

type UploadRow = typeof atlasConsoleEndpoints.dryRun | typeof atlasConsoleEndpoints.publish;

/**
 * Sends the .zip as the raw body with XMLHttpRequest, whose upload events (unlike fetch's) report
 * progress, to its row of the endpoint table.
 */
function uploadPack<R extends UploadRow>(
  row: R,
  file: File,
  onProgress: (percent: number) => void,
): Promise<R extends typeof atlasConsoleEndpoints.dryRun ? AtlasDryRunResponse : AtlasImportsResponse> {
  const { method, path, answer } = row;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Content-Type', 'application/zip');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress(100);
          resolve(parseResponse(answer, xhr.response, `${method} ${path}`) as never);
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(errorFromBody(xhr.status, xhr.response));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Could not reach the server.'));
    xhr.send(file);
  });
}

export function useDryRun(onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (file: File) => uploadPack(atlasConsoleEndpoints.dryRun, file, onProgress),
    onError: (error) =>
      reportFailure(error, { title: 'The pack was not read', description: 'Please try again.' }),
  });
}

/** Publishes the pack; open atlas pages hear it through the live stream. */
export function usePublish(onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPack(atlasConsoleEndpoints.publish, file, onProgress),
    onSuccess: (answer) => {
      client.setQueryData(atlasImportsQuery.queryKey, answer);
      void client.invalidateQueries({ queryKey: atlasKeys.atlas(), exact: true });
      toast.success('Published: the Spawn Atlas shows this pack now.');
    },
    onError: (error) => reportFailure(error, { title: 'Not published', description: 'Please try again.' }),
  });
}

export function useRestore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(atlasConsoleEndpoints.restore, { params: { id } }),
    onSuccess: (answer) => {
      client.setQueryData(atlasImportsQuery.queryKey, answer);
      void client.invalidateQueries({ queryKey: atlasKeys.atlas(), exact: true });
      toast.success('Restored: the Spawn Atlas shows that import again.');
    },
    onError: (error) => reportFailure(error, { title: 'Not restored', description: 'Please try again.' }),
  });
}
