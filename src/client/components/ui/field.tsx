import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** Ids that tie a control to its label, hint and error message. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** The described-by list for a control: its hint and, when present, its error. */
export function describedBy(id: string, hint?: ReactNode, error?: string) {
  const ids = fieldIds(id);
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
}

/**
 * A labelled form row: label (with ' *' when required), the control, a hint and the inline error,
 * which is announced when it appears.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const ids = fieldIds(id);
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && ' *'}
      </Label>
      {children}
      {hint && (
        <p id={ids.hint} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}
