/**
 * Registers the browser API's handlers against the shared endpoint table (shared/api): the method
 * and path come from the row, a visitor is refused with 401 unless the row is public, and the
 * request schemas (full zod, kept off the browser) are attached here, keyed by the same row, for
 * the handler and for the OpenAPI document. Decision 008 explains the split.
 */
import { type Context, Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import type { z } from 'zod';
import type { BodyOf, Endpoint } from '../../shared/api/endpoint';
import type { AppEnv } from '../context';
import { requireUser } from './require-user';
import { readJson, validate } from './validate';

/** The schemas a row's request is checked with: its JSON body and its query string. */
export interface RequestSchemas<Body = unknown> {
  body?: z.ZodType<unknown, Body>;
  query?: z.ZodType;
  /** The 401's message, for a feature that asks visitors to sign in its own way. */
  signInMessage?: string;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * The request, read and validated with the registered schemas when the handler asks, so a handler
 * may refuse first (a rate limit, a role) and read after. Failures are 400s with per-field messages.
 */
export interface RequestReader<S extends RequestSchemas> {
  body: () => Promise<Parsed<S['body']>>;
  query: () => Parsed<S['query']>;
}

/** A handler; its context knows the row's path, so `c.req.param('slug')` is typed. */
type EndpointHandler<S extends RequestSchemas, P extends string = string> = (
  c: Context<AppEnv, P>,
  request: RequestReader<S>,
) => Response | Promise<Response>;

/** What a registered route carries, for the OpenAPI document and the table's coverage test. */
export interface Registration {
  endpoint: Endpoint;
  request: RequestSchemas;
}

const registrations = new WeakMap<object, Registration>();

/** The table row a route of the app was registered for, if any. */
export const registrationOf = (route: Pick<RouterRoute, 'handler'>): Registration | undefined =>
  registrations.get(route.handler);

/**
 * A feature's routes, mounted in app.ts at `prefix` (under /api): `.on(row, handler)` or
 * `.on(row, { body, query }, handler)` for each row, then `.routes` to mount.
 */
export function endpointRoutes(prefix: string, routes = new Hono<AppEnv>()) {
  function on<E extends Endpoint>(
    endpoint: E,
    handler: EndpointHandler<Record<never, never>, E['path']>,
  ): typeof builder;
  function on<E extends Endpoint, S extends RequestSchemas<BodyOf<E>>>(
    endpoint: E,
    request: S,
    handler: EndpointHandler<S, E['path']>,
  ): typeof builder;
  function on(
    endpoint: Endpoint,
    requestOrHandler: RequestSchemas | EndpointHandler<RequestSchemas>,
    maybeHandler?: EndpointHandler<RequestSchemas>,
  ) {
    const request = typeof requestOrHandler === 'function' ? {} : requestOrHandler;
    const handler = typeof requestOrHandler === 'function' ? requestOrHandler : maybeHandler!;
    if (endpoint.path !== prefix && !endpoint.path.startsWith(`${prefix}/`)) {
      throw new Error(`${endpoint.method} ${endpoint.path} is not under ${prefix}`);
    }
    const route = async (c: Context<AppEnv, string>) => {
      if (endpoint.auth !== 'public') requireUser(c, request.signInMessage);
      return handler(c, {
        body: async () => (request.body ? validate(request.body, await readJson(c.req.raw)) : undefined),
        query: () => (request.query ? validate(request.query, c.req.query()) : undefined),
      } as RequestReader<RequestSchemas>);
    };
    registrations.set(route, { endpoint, request });
    routes.on(endpoint.method, endpoint.path.slice(prefix.length) || '/', route);
    return builder;
  }
  const builder = { routes, on };
  return builder;
}
