import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's first paint, true on every
 * render after: for output that depends on the browser's clock or state, which the first paint
 * cannot know and hydration must not contradict.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
