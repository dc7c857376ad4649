import type { UploadResponse } from '../../../server/features/forms/upload-routes';
import type { ErrorBody } from '../../../server/lib/errors';
import { ApiError } from '../../lib/api';

/**
 * Sends one file as the raw request body with XMLHttpRequest, whose upload events (unlike
 * fetch's) report progress. The server judges the type from the content and stores it privately.
 */
export function uploadFile(file: File, onProgress: (percent: number) => void): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/forms/uploads');
    xhr.responseType = 'json';
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        onProgress(100);
        resolve(xhr.response as UploadResponse);
        return;
      }
      const body = xhr.response as Partial<ErrorBody> | null;
      reject(
        new ApiError(
          xhr.status,
          body?.error?.code ?? 'http_error',
          body?.error?.message ?? `The server answered with status ${xhr.status}.`,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Could not reach the server.'));
    xhr.send(file);
  });
}

/** Withdraws a file that was uploaded but is no longer wanted; failures are left to the hourly cleanup. */
export function discardUpload(url: string) {
  void fetch(url, { method: 'DELETE', credentials: 'same-origin' }).catch(() => {});
}
