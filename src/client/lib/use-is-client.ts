import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { adoptingFirstPaint } from './hydrate-in-turn';

/**
 * False on the server and in a component's first render in the browser, true from the next render:
 * for output that depends on the browser's clock or state, which the first paint cannot know. The
 * runtime (Preact, decision 011) neither warns about nor repairs a hydrated page that differs from
 * the server's HTML, so the first render must draw exactly what the server drew.
 *
 * A component mounted by the app asks for the next render in a layout effect, before the browser
 * paints, so it never shows the placeholder. One adopting the first paint asks in a passive effect
 * instead: the paint already shows the placeholder, and the render that reads the browser's state
 * (the cart's storage, the session, media queries) then runs in a task of its own after the
 * hydration task rather than inside it (decision 029).
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(false);
  const [adopting] = useState(adoptingFirstPaint);
  useLayoutEffect(() => {
    if (!adopting) setIsClient(true);
  }, [adopting]);
  useEffect(() => {
    if (adopting) setIsClient(true);
  }, [adopting]);
  return isClient;
}

/**
 * `useSyncExternalStore` with a server snapshot that is kept: the server and a component's first
 * render read `getServerSnapshot`, later renders the store itself. Use this rather than passing a
 * server snapshot to `useSyncExternalStore`, whose third argument the runtime ignores (it would
 * even call the browser's snapshot on the server).
 */
export function useHydratedStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const isClient = useIsClient();
  return useSyncExternalStore(subscribe, isClient ? getSnapshot : getServerSnapshot);
}
