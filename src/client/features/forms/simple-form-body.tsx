/**
 * The body of one of the five simple forms, drawn from the shared table: the fields in their
 * order and layout, the submit button, the toasts. Same schema as the server.
 */
import { emptyValues, SIMPLE_FORMS, type SimpleField, type SimpleFormName } from '@shared/forms/simple-forms';
import { useMemo } from 'react';
import { Card } from '../../components/ui/card';
import { describedBy, Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { EvidenceLinksField, type SimpleValues } from './evidence-links-field';
import { SubmitButton } from './form-page';
import { useSubmitForm } from './use-submit-form';
import { fieldId, useZodForm, type ZodForm } from './use-zod-form';

function ScalarField({
  form,
  field,
}: {
  form: ZodForm<SimpleValues>;
  field: Exclude<SimpleField, { kind: 'links' }>;
}) {
  const id = fieldId(field.name);
  const error = form.errors[field.name];
  const value = form.values[field.name];
  const common = {
    id,
    name: field.name,
    value: typeof value === 'string' ? value : '',
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, field.hint, error),
  } as const;
  const onChange = (e: { target: { value: string } }) => form.set(field.name, e.target.value);
  return (
    <Field id={id} label={field.label} required={field.required} hint={field.hint} error={error}>
      {field.kind === 'select' ? (
        <Select {...common} placeholder={field.placeholder} options={field.options} onChange={onChange} />
      ) : field.kind === 'textarea' ? (
        <Textarea {...common} rows={field.rows} maxLength={field.maxLength} onChange={onChange} />
      ) : (
        <Input
          {...common}
          type={field.kind}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          onChange={onChange}
        />
      )}
    </Field>
  );
}

function FieldView({ form, field }: { form: ZodForm<SimpleValues>; field: SimpleField }) {
  return field.kind === 'links' ? (
    <EvidenceLinksField form={form} name={field.name} label={field.label} hint={field.hint} />
  ) : (
    <ScalarField form={form} field={field} />
  );
}

/** Runs of half-width fields share a two-column grid; the rest stack. */
function rowsOf(fields: readonly SimpleField[]) {
  const rows: SimpleField[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (field.half && last?.[0]?.half) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/** The form itself, with its schema: loaded once the reader is signed in (simple-form.tsx). */
export default function SimpleFormBody({ name }: { name: SimpleFormName }) {
  const spec = SIMPLE_FORMS[name];
  const initial = useMemo(() => emptyValues(spec.fields), [spec]);
  const form = useZodForm(spec.schema, initial);
  const { submitting, onSubmit } = useSubmitForm({
    endpoint: spec.endpoint,
    validate: form.validate,
    showErrors: form.showErrors,
    success: spec.success,
    failure: spec.failure,
    onSuccess: () => form.reset(),
  });
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {rowsOf(spec.fields).map((row) =>
          row[0]?.half ? (
            <div key={row[0].name} className="grid gap-5 sm:grid-cols-2">
              {row.map((field) => (
                <FieldView key={field.name} form={form} field={field} />
              ))}
            </div>
          ) : (
            row.map((field) => <FieldView key={field.name} form={form} field={field} />)
          ),
        )}
        <SubmitButton busy={submitting}>{spec.submitLabel}</SubmitButton>
      </form>
    </Card>
  );
}
