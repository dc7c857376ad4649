import type { BodyOf, JsonEndpoint } from '@shared/api/endpoint';
import type { ErrorBody } from '@shared/api/errors';
import { type PathParams, pathTo } from '@shared/site/path-pattern';
import type * as z from 'zod/mini';
import { rememberAnswerVersion } from './answer-versions';

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

const unauthorizedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the API answers 401: the session ended (expired, signed out in another
 * tab), so whatever shows the signed-in state must ask again. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const forbiddenListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the API answers 403: a role this page relied on may have been taken
 * away meanwhile, so whatever shows the account's role must ask again. Returns the unsubscribe
 * function.
 */
export function onForbidden(listener: () => void): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

/** A response schema from `src/shared/<feature>/`: what the endpoint answers on success. */
export type ResponseSchema = z.ZodMiniType;

/**
 * Reads a success body with the endpoint's shared schema. Development builds and tests check it;
 * production builds replace `zod/mini` with a pass-through (docs/decisions/003-response-contracts.md),
 * so there this only types the body.
 */
export function parseResponse<S extends ResponseSchema>(schema: S, body: unknown, what: string): z.infer<S> {
  try {
    return schema.parse(body);
  } catch (error) {
    console.error(`Unexpected answer from ${what}`, error);
    throw new ApiError(0, 'unexpected_response', 'The server sent an answer this page does not understand.');
  }
}

/** The error an API failure body (ErrorBody) describes, or a generic one for other pages. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const error = (body as Partial<ErrorBody> | null)?.error;
  return new ApiError(
    status,
    error?.code ?? 'http_error',
    error?.message ?? `The server answered with status ${status}.`,
    error?.fields,
  );
}

async function request<S extends ResponseSchema>(
  method: string,
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.infer<S>> {
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
  if (response.ok) {
    const answer = parseResponse(schema, await response.json(), `${method} ${path}`);
    const version = response.headers.get('etag');
    // A proxy that compresses may weaken the tag; the bytes it names are the same.
    if (version)
      rememberAnswerVersion(answer, { address: `/api${path}`, version: version.replace(/^W\//, '') });
    return answer;
  }
  if (response.status === 401) for (const listener of unauthorizedListeners) listener();
  if (response.status === 403) for (const listener of forbiddenListeners) listener();
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Non-JSON error pages (proxies, outages) fall through to the generic message.
  }
  throw errorFromBody(response.status, payload);
}

/** A query string's values; undefined ones are left out. */
type QueryValues = Record<string, string | number | boolean | undefined>;

/** What a call gives besides the row: its path parameters, query string and body, as the row needs. */
export type CallOptions<E extends JsonEndpoint> = (keyof PathParams<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) & { query?: QueryValues } & ([BodyOf<E>] extends [never]
    ? { body?: undefined }
    : { body: BodyOf<E> });

type CallArgs<E extends JsonEndpoint> =
  Record<never, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

function queryString(query: QueryValues | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`;
}

/**
 * Calls a row of the browser endpoint table (`@shared/api/browser-endpoints`, or the feature's own
 * `endpoints.ts`); the answer is parsed with (and typed by) the row's schema. Writes without a body
 * send `{}`, as the server reads every write's body as JSON.
 */
function callEndpoint<E extends JsonEndpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<z.infer<E['answer']>> {
  const path = options?.params
    ? pathTo(endpoint.path, options.params as PathParams<E['path']>)
    : endpoint.path;
  const body = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : (options?.body ?? {});
  return request(
    endpoint.method,
    `${path}${queryString(options?.query)}`,
    endpoint.answer as E['answer'],
    body,
  );
}

/** `api(row, options)` calls an endpoint of the table (decision 008). */
export const api = callEndpoint;

/**
 * What a component adds to a feature's mutation hook (its toast, its form's state), run after the
 * hook's own cache updates even when the component has gone by then.
 */
export interface MutationReactions<T, V> {
  onSuccess?: (answer: T, variables: V) => void;
  onError?: (error: Error, variables: V) => void;
}
