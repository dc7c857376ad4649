import { cn } from '../../lib/cn';

/** An accessible spinner: announced as a status with its label. */
export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted', className)}>
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-primary border-t-transparent"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
