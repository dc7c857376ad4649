import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  default: 'bg-primary text-primary-fg',
  secondary: 'bg-surface-2 text-fg',
  outline: 'border border-border text-fg',
  success: 'bg-green-500/15 text-success border border-green-500/40',
  warning: 'bg-amber-500/15 text-warning border border-amber-500/40',
  danger: 'bg-red-500/15 text-danger border border-red-500/40',
  /** No colours of its own: the caller's className gives them all (a feature's own palette). */
  plain: '',
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: keyof typeof VARIANTS;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
