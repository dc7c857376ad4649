import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';

/**
 * A player's name linking to their page (`/players/:name`). `name` is the Minecraft name; the
 * text shown may differ (a leader's display name). Without a name, the text alone.
 */
export function PlayerLink({
  name,
  children,
  className,
  tabIndex,
}: {
  name: string | null | undefined;
  children?: ReactNode;
  className?: string;
  tabIndex?: number;
}) {
  if (!name) return <>{children}</>;
  return (
    <Link
      to={`/players/${encodeURIComponent(name)}`}
      tabIndex={tabIndex}
      className={cn(
        'underline decoration-border underline-offset-4 hover:text-primary hover:decoration-primary',
        className,
      )}
    >
      {children ?? name}
    </Link>
  );
}
