import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClass } from './input';

/**
 * A styled native select: the platform's own keyboard, type-ahead and mobile picker, and no
 * script weight. The placeholder option has an empty value, which the form schemas refuse.
 */
export function Select({
  className,
  placeholder,
  options,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="relative">
      <select className={cn(controlClass, 'h-10 appearance-none pr-9', className)} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
    </div>
  );
}
