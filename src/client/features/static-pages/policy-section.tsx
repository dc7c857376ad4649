import type { ReactNode } from 'react';

/** The date every policy page shows; change it together with the text it dates. */
export const POLICY_LAST_UPDATED = 'January 2025';

/**
 * One numbered section of a policy. The anchor lets support staff link straight to a clause
 * (for example /terms-of-service#conduct); it is the section's first title, so it survives edits.
 */
export function PolicySection({
  number,
  title,
  anchor,
  children,
}: {
  number: number;
  title: string;
  anchor: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={anchor} className="space-y-4">
      <h2 id={anchor} className="scroll-mt-24">
        {number}. {title}
      </h2>
      {children}
    </section>
  );
}

export function LastUpdated() {
  return <p className="text-sm text-muted">Last updated: {POLICY_LAST_UPDATED}</p>;
}

/** A link that leaves the site; screen readers are told it opens a new tab. */
export function NewTabLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
