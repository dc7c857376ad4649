import type { z } from 'zod';
import { controlCharacterError, controlCharacterFields } from './control-chars';
import { AppError, type FieldErrors } from './errors';

/**
 * Parses input with a shared schema; failures become a 400 with a message per field. Strings with
 * control characters are refused here, once for every route, before the schema sees them.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const controlled = controlCharacterFields(input);
  if (Object.keys(controlled).length > 0) throw controlCharacterError(controlled);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    const messages = fields[key] ?? [];
    messages.push(issue.message);
    fields[key] = messages;
  }
  throw new AppError(400, 'invalid_input', 'Some fields need your attention.', fields);
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError(400, 'invalid_json', 'The request body must be valid JSON.');
  }
}
