import { type SyntheticEvent, useState } from 'react';
import { publicConfig } from '../../lib/public-config';

const PLACEHOLDER_HEAD = '/leader-placeholder.svg';

/** The player's in-game head from the skin service, as the arena draws heads; the placeholder if it fails. */
export function PlayerHead({ name }: { name: string }) {
  const [broken, setBroken] = useState(false);
  const src = broken
    ? PLACEHOLDER_HEAD
    : `${publicConfig.skinRenderUrl}/avatar/${encodeURIComponent(name)}/100`;
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!event.currentTarget.src.endsWith(PLACEHOLDER_HEAD)) setBroken(true);
  };
  return (
    <img
      src={src}
      alt={`${name}'s head`}
      width={80}
      height={80}
      onError={onError}
      className="h-20 w-20 shrink-0 rounded-xl bg-surface-2 [image-rendering:pixelated]"
    />
  );
}
