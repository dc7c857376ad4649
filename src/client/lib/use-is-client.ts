import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * False on the server and in a component's first render in the browser, true from the render a
 * layout effect asks for just after (before the browser paints): for output that depends on the
 * browser's clock or state, which the first paint cannot know. The runtime (Preact, decision 011)
 * neither warns about nor repairs a hydrated page that differs from the server's HTML, so the first
 * render must draw exactly what the server drew.
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(false);
  useLayoutEffect(() => setIsClient(true), []);
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
