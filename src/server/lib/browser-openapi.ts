/**
 * The browser API's OpenAPI 3.1 document, generated from the endpoint table (shared/api) and the
 * request schemas each route was registered with (endpoint-routes.ts), with the pieces the bridge's
 * document uses too (openapi.ts). Staff read it at /api/staff/openapi.json.
 */
import type { RouterRoute } from 'hono/types';
import type { Endpoint } from '../../shared/api/endpoint';
import { errorBody } from '../../shared/api/errors';
import { type RequestSchemas, registrationOf } from './endpoint-routes';
import { errorResponses, jsonContent, jsonSchema, openApiPath } from './openapi';

/** A table row with the name it has in the table (`arena.leaders`, the operationId) and its summary. */
export interface NamedEndpoint {
  id: string;
  endpoint: Endpoint;
  summary: string;
}

const AUTH_ERRORS: Record<Endpoint['auth'], Record<string, string>> = {
  public: {},
  user: { '401': 'Not signed in.' },
  staff: { '401': 'Not signed in.', '403': 'Not a staff member.' },
  admin: { '401': 'Not signed in.', '403': 'Not an admin.' },
};

function parameters(endpoint: Endpoint, request: RequestSchemas) {
  const path = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name: name!,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const querySchema = request.query ? jsonSchema(request.query, 'input') : undefined;
  const properties = (querySchema?.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((querySchema?.required ?? []) as string[]);
  const query = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...path, ...query];
}

function success(endpoint: Endpoint) {
  if (endpoint.answer === 'redirect') return { '3XX': { description: 'Redirects the browser.' } };
  if (endpoint.answer === 'empty') return { '204': { description: 'Done.' } };
  if (endpoint.answer === 'file') {
    return { '200': { description: 'The file.', content: { 'application/octet-stream': {} } } };
  }
  return { '200': jsonContent(endpoint.answer, 'Success.') };
}

function operationObject({ id, endpoint, summary }: NamedEndpoint, request: RequestSchemas) {
  const params = parameters(endpoint, request);
  const errors = {
    ...(request.body || request.query ? { '400': 'Invalid input; `fields` names each problem.' } : {}),
    ...AUTH_ERRORS[endpoint.auth],
  };
  return {
    operationId: id,
    summary,
    'x-auth': endpoint.auth,
    ...(endpoint.auth === 'public' ? { security: [] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(request.body
      ? { requestBody: { required: true, ...jsonContent(request.body, 'The request.', 'input') } }
      : {}),
    responses: { ...success(endpoint), ...errorResponses(errors, errorBody) },
  };
}

/** The document for `rows`, with the request schemas of the routes in `routes` (the app's). */
export function browserOpenApiDocument(
  siteUrl: string,
  rows: readonly NamedEndpoint[],
  routes: readonly Pick<RouterRoute, 'handler'>[],
) {
  const requests = new Map<Endpoint, RequestSchemas>();
  for (const route of routes) {
    const registration = registrationOf(route);
    if (registration) requests.set(registration.endpoint, registration.request);
  }
  const paths: Record<string, Record<string, ReturnType<typeof operationObject>>> = {};
  for (const row of rows) {
    const path = openApiPath(row.endpoint.path);
    paths[path] = {
      ...paths[path],
      [row.endpoint.method.toLowerCase()]: operationObject(row, requests.get(row.endpoint) ?? {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Website API',
      version: '1.0.0',
      description:
        "The calls the website's own pages make. Signed-in calls carry the session cookie; writes must come " +
        'from the site itself (Origin or Sec-Fetch-Site). `x-auth` names who may call each one.',
      license: { name: 'Proprietary: for our own pages', url: `${siteUrl}/terms-of-service` },
    },
    servers: [{ url: `${siteUrl}/api` }],
    security: [{ session: [] }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'session' } } },
    paths,
  };
}
