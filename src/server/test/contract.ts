/**
 * Checks a real answer against the shared response schema the browser reads it with, strictly:
 * a missing or mistyped field fails, and so does a field the schema does not name (a renamed
 * field is both). Returns the answer, typed by the schema.
 */
import { expect } from 'vitest';
import type * as z from 'zod/mini';

export function expectContract<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  expect(result.error?.issues, 'the answer breaks its shared schema').toBeUndefined();
  // Parsing drops the fields the schema does not name, so anything extra shows in this diff.
  expect(result.data, 'the answer has fields its shared schema does not name').toStrictEqual(body);
  return result.data as z.output<S>;
}
