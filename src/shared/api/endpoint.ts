/**
 * One row of the browser API's endpoint table: how it is called, who may call it and what it
 * answers. Each feature declares its rows in `src/shared/<feature>/endpoints.ts` (a console
 * feature in `src/shared/<feature>/console/endpoints.ts`); `browser-endpoints.ts` assembles them.
 * The server registers its handlers against these rows, the client's `api` takes one, and the
 * OpenAPI document is generated from them (docs/decisions/008-browser-endpoint-table.md).
 *
 * Rows are built for the browser's first load: the answer is a `zod/mini` schema, and a request
 * body is carried only as a type (`requestType`), so full zod never reaches the pages. The request
 * schema itself is attached where the server registers the handler, keyed by the same row.
 */
import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone, a signed-in account, staff, or admins. The server refuses a visitor with
 * 401 for every level but `public`; the finer role checks (and their messages) stay in handlers.
 */
export type AuthLevel = 'public' | 'user' | 'staff' | 'admin';

/** A success answer: JSON read with a `zod/mini` schema, a redirect, a file's bytes, or nothing (204). */
export type EndpointAnswer = z.ZodMiniType | 'redirect' | 'file' | 'empty';

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  A extends EndpointAnswer = EndpointAnswer,
  Body = unknown,
> {
  readonly method: M;
  /** Under /api, with `:name` parameters (shared/site/path-pattern.ts). */
  readonly path: P;
  readonly auth: AuthLevel;
  readonly answer: A;
  /** Type only (always undefined at run time): the JSON body the call sends. */
  readonly body?: Body;
}

/** An endpoint answering JSON, the kind the client's `api` calls. */
export type JsonEndpoint = Endpoint<HttpMethod, string, z.ZodMiniType, unknown>;

/**
 * Each row's line in the OpenAPI document, beside the rows in the same file but in an export of its
 * own: pages import only the rows, so the texts are left out of their bundles.
 */
export type Summaries<Rows> = { readonly [Name in keyof Rows]: string };

/** Declares a row; the literal method and path are kept in its type. */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  A extends EndpointAnswer,
  Body = never,
>(row: Endpoint<M, P, A, Body>): Endpoint<M, P, A, Body> {
  return row;
}

/**
 * A request body's type for a row, without its schema: `body: requestType<z.input<typeof x>>()`
 * with `import type { x }`, so the row costs the browser nothing.
 */
export const requestType = <T>(): T | undefined => undefined;

/** The body type a row declares (never when it sends none). */
export type BodyOf<E> = E extends Endpoint<HttpMethod, string, EndpointAnswer, infer B> ? B : never;
