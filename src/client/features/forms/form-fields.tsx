/** Controls bound to a useZodForm form by field name: value, change, id, error and described-by. */
import type { ReactNode } from 'react';
import { Checkbox } from '../../components/ui/checkbox';
import { describedBy, Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { fieldId, type ZodForm } from './use-zod-form';

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type BooleanKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

interface Common<V extends Record<string, unknown>, K> {
  form: ZodForm<V>;
  name: K;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

export function TextField<V extends Record<string, unknown>>({
  form,
  name,
  label,
  required,
  hint,
  className,
  ...input
}: Common<V, StringKeys<V>> & {
  type?: 'text' | 'email' | 'number' | 'url';
  placeholder?: string;
  autoComplete?: string;
  min?: number;
  max?: number;
  maxLength?: number;
  inputMode?: 'numeric' | 'text' | 'email';
  /** Id of a <datalist> of suggestions. */
  list?: string;
}) {
  const id = fieldId(name);
  const error = form.errors[name];
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <Input
        id={id}
        name={name}
        value={form.values[name] as string}
        onChange={(e) => form.set(name, e.target.value as V[typeof name])}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Field>
  );
}

export function TextAreaField<V extends Record<string, unknown>>({
  form,
  name,
  label,
  required,
  hint,
  className,
  rows,
  placeholder,
  maxLength,
}: Common<V, StringKeys<V>> & { rows?: number; placeholder?: string; maxLength?: number }) {
  const id = fieldId(name);
  const error = form.errors[name];
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <Textarea
        id={id}
        name={name}
        rows={rows}
        placeholder={placeholder}
        maxLength={maxLength}
        value={form.values[name] as string}
        onChange={(e) => form.set(name, e.target.value as V[typeof name])}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}

export function SelectField<V extends Record<string, unknown>>({
  form,
  name,
  label,
  required,
  hint,
  className,
  placeholder,
  options,
}: Common<V, StringKeys<V>> & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  const id = fieldId(name);
  const error = form.errors[name];
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <Select
        id={id}
        name={name}
        placeholder={placeholder}
        options={options}
        value={form.values[name] as string}
        onChange={(e) => form.set(name, e.target.value as V[typeof name])}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}

export function CheckboxField<V extends Record<string, unknown>>({
  form,
  name,
  label,
  required,
  className,
}: Omit<Common<V, BooleanKeys<V>>, 'hint'>) {
  return (
    <Checkbox
      id={fieldId(name)}
      name={name}
      label={label}
      className={className}
      aria-required={required || undefined}
      checked={form.values[name] as boolean}
      onChange={(e) => form.set(name, e.target.checked as V[typeof name])}
      error={form.errors[name]}
    />
  );
}

/** Options from a list of values and a label map. */
export function optionsOf<T extends string>(values: readonly T[], labels?: Record<T, string>) {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}
