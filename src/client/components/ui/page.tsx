import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The frame of a content page: a heading block and a centred column. */
export function Page({
  children,
  className,
  wide,
}: {
  children: ReactNode;
  className?: string;
  wide?: boolean;
}) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 py-10 sm:px-6 sm:py-14',
        wide ? 'max-w-6xl' : 'max-w-3xl',
        className,
      )}
    >
      {children}
    </div>
  );
}

export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8 sm:mb-10">
      {eyebrow && <p className="mb-2 text-xs font-bold uppercase tracking-[0.2em] text-primary">{eyebrow}</p>}
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">{title}</h1>
      {children && <div className="mt-3 text-base text-muted sm:text-lg">{children}</div>}
    </header>
  );
}

/** Long-form text (policies, guides): readable measure, spaced headings and lists. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'space-y-4 leading-relaxed text-[#cfd5e3]',
        '[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-fg',
        '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-fg',
        '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
        '[&_a]:text-primary [&_a]:underline [&_strong]:text-fg',
        className,
      )}
    >
      {children}
    </div>
  );
}
