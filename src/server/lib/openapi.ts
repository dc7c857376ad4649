/**
 * The pieces both OpenAPI documents are built from: the game-server bridge's
 * (features/bridge/openapi.ts) and the browser API's (browser-openapi.ts). Zod writes the JSON
 * Schemas, of request schemas (full zod) and answer schemas (zod/mini) alike.
 */
import { z } from 'zod';
import type * as zm from 'zod/mini';

type AnySchema = z.ZodType | zm.ZodMiniType;

/** `io: 'input'` describes what a request may send (before defaults and transforms). */
export const jsonSchema = (s: AnySchema, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Record<string, unknown>;

/** A JSON body (request or response) with its description. */
export const jsonContent = (s: AnySchema, description: string, io: 'input' | 'output' = 'output') => ({
  description,
  content: { 'application/json': { schema: jsonSchema(s, io) } },
});

/** The error answers of an operation, by status in order, each with the common error body. */
export const errorResponses = (errors: Record<string, string>, errorBody: AnySchema) =>
  Object.fromEntries(
    Object.keys(errors)
      .sort()
      .map((status) => [status, jsonContent(errorBody, errors[status]!)]),
  );

/** OpenAPI's `{name}` form of a `:name` path. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
