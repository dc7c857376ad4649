import { type SyntheticEvent, useState } from 'react';
import { cn } from '../../lib/cn';
import { publicConfig } from '../../lib/public-config';

/** Shown when the name is unknown or the skin service fails. */
const PLACEHOLDER_HEAD = '/leader-placeholder.svg';

/**
 * A player's in-game head from the skin service (fetched at 100 px and drawn pixelated at `size`),
 * the placeholder when the name is unknown or the image fails. Lazy unless it is the page's subject.
 */
export function MinecraftHead({
  username,
  name,
  size = 48,
  eager = false,
  rounded = 'rounded-lg',
  className,
}: {
  username: string | null;
  /** Whose head it is, for the alt text (a display name may differ from the Minecraft name). */
  name: string;
  size?: number;
  eager?: boolean;
  /** The corner class (`cn` does not merge conflicting classes, so it is its own prop). */
  rounded?: 'rounded-lg' | 'rounded-xl' | 'rounded-full';
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const src =
    username && !broken
      ? `${publicConfig.skinRenderUrl}/avatar/${encodeURIComponent(username)}/100`
      : PLACEHOLDER_HEAD;
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!event.currentTarget.src.endsWith(PLACEHOLDER_HEAD)) setBroken(true);
  };
  return (
    <img
      src={src}
      alt={`${name}'s head`}
      width={size}
      height={size}
      loading={eager ? undefined : 'lazy'}
      onError={onError}
      className={cn('shrink-0 bg-surface-2 [image-rendering:pixelated]', rounded, className)}
    />
  );
}
