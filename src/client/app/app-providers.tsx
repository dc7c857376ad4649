import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useLayoutEffect } from 'react';
import { afterHydrationTurns } from '../lib/hydrate-in-turn';

/**
 * Once the app has rendered in the browser, and every part hydrating in turn has its handlers, the
 * server's inert first paint is live and may be used.
 */
function TakeOverFirstPaint({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    void afterHydrationTurns().then(() => document.getElementById('root')?.removeAttribute('inert'));
  }, []);
  return children;
}

/**
 * What wraps the router on both sides, the browser (app/start.tsx) and the server's first paint
 * (prerender.tsx): one component, so the two trees stay the same and hydration agrees.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <TakeOverFirstPaint>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </TakeOverFirstPaint>
    </StrictMode>
  );
}
