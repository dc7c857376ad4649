import type { ErrorBody } from '../../server/lib/errors';

/** An error answered by our API, carrying its user-facing message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  }
  if (response.ok) return (await response.json()) as T;
  let payload: Partial<ErrorBody> = {};
  try {
    payload = (await response.json()) as ErrorBody;
  } catch {
    // Non-JSON error pages (proxies, outages) fall through to the generic message.
  }
  throw new ApiError(
    response.status,
    payload.error?.code ?? 'http_error',
    payload.error?.message ?? `The server answered with status ${response.status}.`,
    payload.error?.fields,
  );
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
