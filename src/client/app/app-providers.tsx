import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useLayoutEffect } from 'react';

/** Once the app has rendered in the browser, the server's inert first paint is live and may be used. */
function TakeOverFirstPaint({ children }: { children: ReactNode }) {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
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
