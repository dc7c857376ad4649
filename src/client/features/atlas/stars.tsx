import { MAX_STARS } from '@shared/atlas/rarity';
import { Star } from 'lucide-react';

/** Rarity stars out of five, read out as text. */
export function Stars({ count }: { count: number }) {
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={`${count} of ${MAX_STARS} stars`}
    >
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five icons
          key={i}
          aria-hidden="true"
          className={i < count ? 'h-4 w-4 fill-amber-400 text-amber-400' : 'h-4 w-4 text-border'}
        />
      ))}
    </span>
  );
}
