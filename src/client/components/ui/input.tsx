import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** The look shared by text inputs, text areas and selects; the invalid state shows in red. */
export const controlClass = cn(
  'w-full rounded-lg border border-border bg-bg/60 px-3 py-2 text-sm text-fg placeholder:text-muted',
  'transition-colors focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/50',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
);

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(controlClass, 'h-10', className)} {...props} />;
}
