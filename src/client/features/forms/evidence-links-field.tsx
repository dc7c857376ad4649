import { addEvidenceRow, MAX_EVIDENCE_LINKS, removeEvidenceRow } from '@shared/forms/player-report';
import { Plus, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { fieldId, type ZodForm } from './use-zod-form';

/** The values of a form drawn from the simple-forms table: text fields and lists of links. */
export type SimpleValues = Record<string, string | string[]>;

/** A list of links added and removed row by row; each row's error sits under it. */
export function EvidenceLinksField({
  form,
  name,
  label,
  hint,
}: {
  form: ZodForm<SimpleValues>;
  name: string;
  label: string;
  hint?: string;
}) {
  const value = form.values[name];
  const rows = Array.isArray(value) ? value : [''];
  const setRow = (index: number, next: string) =>
    form.set(
      name,
      rows.map((r, i) => (i === index ? next : r)),
    );
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-fg">{label}</legend>
      {hint && <p className="text-xs text-muted">{hint}</p>}
      {rows.map((row, index) => {
        const id = fieldId(`${name}.${index}`);
        const error = form.errors[`${name}.${index}`];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and have no identity
          <div key={index}>
            <div className="flex gap-2">
              <Input
                id={id}
                type="url"
                inputMode="url"
                placeholder="https://"
                aria-label={`Evidence link ${index + 1}`}
                value={row}
                maxLength={500}
                onChange={(e) => setRow(index, e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <Button
                variant="secondary"
                size="icon"
                aria-label={`Remove evidence link ${index + 1}`}
                onClick={() => form.set(name, removeEvidenceRow(rows, index))}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      })}
      <FieldError id={`${fieldId(name)}-error`} message={form.errors[name]} />
      <Button
        variant="ghost"
        size="sm"
        disabled={rows.length >= MAX_EVIDENCE_LINKS}
        onClick={() => form.set(name, addEvidenceRow(rows))}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add Another Link
      </Button>
    </fieldset>
  );
}
