/**
 * Control characters (NUL above all: PostgreSQL refuses it in text) have no place in anything a
 * person types. Tab, line feed and carriage return stay allowed for multi-line answers.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { AppError, type FieldErrors } from './errors';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHARACTER_MESSAGE = 'Remove the control characters (such as NUL) from this field.';

/** Request bodies are small, so schemas are shallow; deeper values are left to the schema. */
const MAX_DEPTH = 32;

/** The dotted path of every string in `input` that holds a control character. */
export function controlCharacterFields(input: unknown): FieldErrors {
  const fields: FieldErrors = {};
  const walk = (value: unknown, path: string[], depth: number) => {
    if (typeof value === 'string') {
      if (CONTROL.test(value)) fields[path.join('.') || '_'] = [CONTROL_CHARACTER_MESSAGE];
    } else if (value && typeof value === 'object' && depth < MAX_DEPTH) {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key], depth + 1);
    }
  };
  walk(input, [], 0);
  return fields;
}

export const controlCharacterError = (fields: FieldErrors) =>
  new AppError(400, 'invalid_input', 'Some fields need your attention.', fields);

/** The same rule for the address: path segments and query values reach queries unvalidated. */
export function refuseControlCharactersInUrl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const fields: FieldErrors = {};
    let path = url.pathname;
    try {
      path = decodeURIComponent(path);
    } catch {
      // Malformed escapes are left to the routes, which match nothing with them.
    }
    if (CONTROL.test(path)) fields.path = [CONTROL_CHARACTER_MESSAGE];
    for (const [key, value] of url.searchParams) {
      if (CONTROL.test(value) || CONTROL.test(key))
        fields[key.replace(CONTROL, '?')] = [CONTROL_CHARACTER_MESSAGE];
    }
    if (Object.keys(fields).length > 0) throw controlCharacterError(fields);
    await next();
  };
}
