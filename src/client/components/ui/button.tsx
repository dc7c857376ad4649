import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  primary: 'bg-primary text-primary-fg hover:bg-amber-400 shadow-[0_0_20px_rgb(245_165_36/0.25)]',
  secondary: 'bg-surface-2 text-fg border border-border hover:bg-[#222c47]',
  ghost: 'text-fg hover:bg-surface-2',
  outline: 'border border-primary/60 text-primary hover:bg-primary/10',
  danger: 'bg-red-700 text-white hover:bg-red-600',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

/**
 * `wrap` lets a label that names something long (a tournament anyone may name) break onto more
 * lines, even inside a word, instead of widening a phone's page.
 */
export function buttonClass(
  variant: keyof typeof VARIANTS = 'primary',
  size: keyof typeof SIZES = 'md',
  { wrap = false }: { wrap?: boolean } = {},
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    wrap ? 'h-auto min-h-9 whitespace-normal py-2 text-center [overflow-wrap:anywhere]' : 'whitespace-nowrap',
    'disabled:pointer-events-none disabled:opacity-50 cursor-pointer select-none',
    VARIANTS[variant],
    wrap ? SIZES[size].replace(/\bh-\d+\s*/, '') : SIZES[size],
  );
}

/**
 * Takes a ref through `forwardRef`, the one way the runtime (Preact 10, decision 011) hands a
 * function component its `ref`: Radix's `asChild` triggers need it to return focus on close.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      className={cn(buttonClass(variant, size), className)}
      type={type ?? 'button'}
      {...props}
    />
  );
});
