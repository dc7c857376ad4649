/** The one error type for expected failures: an HTTP status, a stable code and a user-facing message. */
import type { ErrorBody, FieldErrors } from '../../shared/api/errors';
import { UUID_PATTERN } from '../../shared/ids';

export type { ErrorBody, FieldErrors };

export class AppError extends Error {
  /** Sent as Retry-After with a 429 or 503 (seconds). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Every 429 says when to come back, so well-behaved clients wait instead of hammering. */
export function tooManyRequests(code: string, message: string, retryAfterSeconds: number): AppError {
  const error = new AppError(429, code, message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}

export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);

/**
 * The id a path names, in lower case, or the 404 of the thing it would name (its message, or the
 * error an API with codes of its own answers for a missing row): an id that is not a UUID names
 * nothing, and never reaches a uuid column (PostgreSQL would refuse it with a 500).
 */
export function pathId(raw: string, missing: string | (() => AppError)): string {
  const id = raw.toLowerCase();
  if (!UUID_PATTERN.test(id)) throw typeof missing === 'string' ? notFound(missing) : missing();
  return id;
}

export const databaseUnavailable = () =>
  new AppError(
    503,
    'database_unavailable',
    'The site cannot reach its database right now. Please try again in a moment.',
  );

/** SQLSTATE classes and codes that mean "no usable connection", not "this query is wrong". */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300|3D000)$/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|Client has encountered a connection error|not currently accepting connections|PGlite is closed/i;

/**
 * Whether an error (or one it wraps: Drizzle wraps driver errors in `cause`) says the database
 * could not be reached. Those answer 503 so callers retry, instead of a 500 that reads like a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNO.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * PostgreSQL refusing a character (NUL, invalid UTF-8). Inputs are checked before they get here;
 * this keeps anything that slips past a 400 rather than a 500.
 */
export function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '22021' || code === '22P05') return true;
    current = cause;
  }
  return false;
}
