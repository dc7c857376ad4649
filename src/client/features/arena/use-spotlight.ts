import { nextSpotlight, SPOTLIGHT_ROTATE_MS, settleSpotlight, shouldRotate } from '@shared/arena/spotlight';
import { type FocusEvent, useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/**
 * The spotlit leader among the online ones: rotates every 10 s, pauses while hovered or focused
 * (the keyboard's hover), under reduced motion or with one leader, and falls back to the first
 * online leader when the selected one goes offline.
 */
export function useSpotlight(onlineIds: readonly string[]) {
  const [selected, setSelected] = useState<string | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const current = settleSpotlight(onlineIds, selected);
  const rotating = shouldRotate({
    onlineCount: onlineIds.length,
    hovered: hovered || focused,
    reducedMotion,
  });
  const idsKey = onlineIds.join(',');

  useEffect(() => {
    if (!rotating) return;
    const ids = idsKey.split(',');
    const timer = setInterval(
      () => setSelected((previous) => nextSpotlight(ids, settleSpotlight(ids, previous))),
      SPOTLIGHT_ROTATE_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, idsKey]);

  return {
    current,
    select: setSelected,
    rotating,
    pauseProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
