/**
 * Stands in for `zod/mini` in production builds of the browser app (vite.config.ts): the shared
 * response schemas become pass-throughs, so the pages ship no validator for them. Types still come
 * from the real package, and development builds, the server and the tests use the real one.
 * Request and form schemas use `zod`, which is never replaced.
 * Why: docs/decisions/003-response-contracts.md. Edit when a response schema uses a new builder.
 */
const passThrough = { parse: <T>(value: T): T => value };
const schema = (..._args: unknown[]) => passThrough;

export {
  schema as array,
  schema as boolean,
  schema as discriminatedUnion,
  schema as enum,
  schema as literal,
  schema as null,
  schema as nullable,
  schema as number,
  schema as object,
  schema as optional,
  schema as record,
  schema as string,
  schema as union,
};
