import { type ReactNode, useLayoutEffect } from 'react';

/**
 * The outermost component on both sides (client/app/start.tsx and client/prerender.tsx, so their
 * trees match for hydration): once the app has rendered in the browser, the server's inert first
 * paint is live and may be used.
 */
export function TakeOverFirstPaint({ children }: { children: ReactNode }) {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return children;
}
