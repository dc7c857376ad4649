import { type SyntheticEvent, useState } from 'react';
import { cn } from '../../lib/cn';
import { publicConfig } from '../../lib/public-config';

/** The same placeholder the arena's heads fall back to. */
const PLACEHOLDER_HEAD = '/leader-placeholder.svg';

/**
 * A player's in-game head from the skin service (size 100, as the arena draws them), the
 * placeholder when it fails. Kept here rather than imported from the arena, whose public entry
 * brings its queries and tables into this page's chunks.
 */
export function PlayerHead({
  username,
  name,
  className,
}: {
  username: string;
  name: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const src = broken
    ? PLACEHOLDER_HEAD
    : `${publicConfig.skinRenderUrl}/avatar/${encodeURIComponent(username)}/100`;
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!event.currentTarget.src.endsWith(PLACEHOLDER_HEAD)) setBroken(true);
  };
  return (
    <img
      src={src}
      alt={`${name}'s head`}
      width={48}
      height={48}
      loading="lazy"
      onError={onError}
      className={cn('h-12 w-12 shrink-0 rounded-lg bg-surface-2 [image-rendering:pixelated]', className)}
    />
  );
}
