import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './query-client';
import { router, routerReady } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/** Lets the page be used once the app's first render has replaced the server's inert first paint. */
function TakeOverFirstPaint({ children }: { children: ReactNode }) {
  useLayoutEffect(() => root?.removeAttribute('inert'), []);
  return children;
}

// The server sends a first paint of the page inside #root (see ../prerender.tsx). It is replaced,
// not hydrated, once the page's code is here: live data, the cart and the session differ from it.
// A transition lets React build the page in short slices, so the phone stays responsive meanwhile.
await routerReady();
const app = createRoot(root);
startTransition(() =>
  app.render(
    <StrictMode>
      <TakeOverFirstPaint>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </TakeOverFirstPaint>
    </StrictMode>,
  ),
);
