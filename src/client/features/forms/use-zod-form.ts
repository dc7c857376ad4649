import type { z } from '@shared/zod';
import { useCallback, useMemo, useRef, useState } from 'react';
import { firstErrors } from '../../lib/api-errors';

export type FormErrors = Record<string, string>;

/** Element id of a field's control; errors focus the first invalid one. */
export const fieldId = (name: string) => `field-${name.replaceAll('.', '-')}`;

function focusFirst(errors: FormErrors, idOf: (name: string) => string) {
  for (const key of Object.keys(errors)) {
    const el = document.getElementById(idOf(key));
    if (el) {
      el.focus();
      return;
    }
  }
}

/** A schema, or a way to load it when first needed (a page drawn for visitors need not carry zod). */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

export interface ZodFormOptions<V> {
  /** What the schema checks, when the controls hold text the request sends otherwise (dollars as cents). */
  toInput?: (values: V) => unknown;
  /** The control's element id for a field path, when the form names its controls itself. */
  fieldId?: (name: string) => string;
}

/**
 * Form values checked with the same zod schema the server uses. `validate()` marks every field
 * in error (and focuses the first); editing a field clears its message.
 */
export function useZodForm<S extends z.ZodType, V extends Record<string, unknown>>(
  schema: SchemaSource<S>,
  /** The starting values, or a function that makes them once, at the first render. */
  initial: V | (() => V),
  options: ZodFormOptions<V> = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  // Read when used, so options written inline do not make new callbacks on every render.
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const set = useCallback(<K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!Object.keys(e).some((k) => k === key || k.startsWith(`${key}.`))) return e;
      return Object.fromEntries(Object.entries(e).filter(([k]) => k !== key && !k.startsWith(`${key}.`)));
    });
  }, []);

  const showErrors = useCallback((next: FormErrors) => {
    setErrors(next);
    // Let the messages render before moving focus.
    requestAnimationFrame(() => focusFirst(next, optionsRef.current.fieldId ?? fieldId));
  }, []);

  const validate = useCallback(async (): Promise<z.output<S> | null> => {
    const { toInput } = optionsRef.current;
    const result = (typeof schema === 'function' ? await schema() : schema).safeParse(
      toInput ? toInput(values) : values,
    );
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const fields: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    showErrors(firstErrors(fields));
    return null;
  }, [schema, values, showErrors]);

  const reset = useCallback(
    (next?: V) => {
      setValues(next ?? (typeof initial === 'function' ? initial() : initial));
      setErrors({});
    },
    [initial],
  );

  return useMemo(
    () => ({ values, errors, set, setValues, validate, showErrors, reset }),
    [values, errors, set, validate, showErrors, reset],
  );
}

export type ZodForm<V extends Record<string, unknown>> = {
  values: V;
  errors: FormErrors;
  set: <K extends keyof V & string>(key: K, value: V[K]) => void;
};
