import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, fieldIds } from './field';

/** A native checkbox (keyboard and forms for free) with its label beside it and an inline error. */
export function Checkbox({
  id,
  label,
  error,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; label: ReactNode; error?: string }) {
  const ids = fieldIds(id);
  return (
    <div className={className}>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm text-fg">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          className={cn('mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-primary')}
          {...props}
        />
        <span>{label}</span>
      </label>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
