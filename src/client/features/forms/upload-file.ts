import { formsEndpoints } from '@shared/forms/endpoints';
import type { UploadResponse } from '@shared/forms/uploads';
import { useMutation } from '@tanstack/react-query';
import { ApiError, errorFromBody, parseResponse } from '../../lib/api';

/**
 * Sends one file as the raw request body with XMLHttpRequest, whose upload events (unlike
 * fetch's) report progress, to its row of the endpoint table. The server judges the type from the
 * content and stores it privately.
 */
export function uploadFile(file: File, onProgress: (percent: number) => void): Promise<UploadResponse> {
  const { method, path, answer } = formsEndpoints.upload;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          const stored = parseResponse(answer, xhr.response, `${method} ${path}`);
          onProgress(100);
          resolve(stored);
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

/**
 * Withdraws a file that was uploaded but is no longer wanted (answered 204, no body). Failures are
 * left to the hourly cleanup, so nothing is shown for them.
 */
export function useDiscardUpload() {
  return useMutation({
    mutationFn: async (url: string) => {
      await fetch(url, { method: 'DELETE', credentials: 'same-origin' });
    },
  });
}
