import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './query-client';
import { router, routerReady } from './router';
import { TakeOverFirstPaint } from './take-over-first-paint';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The server sends a first paint of the page inside #root (see ../prerender.tsx), drawn for its bare
// path as a signed-out visitor before any data. The app hydrates it, in a transition so the phone
// stays responsive, once the page's code is here. With a query string or a hash the page may start
// otherwise (another tab, a payment return), so the app renders afresh and replaces the paint.
await routerReady();
const app = (
  <StrictMode>
    <TakeOverFirstPaint>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TakeOverFirstPaint>
  </StrictMode>
);
const matchesFirstPaint = root.hasAttribute('inert') && !location.search && !location.hash;
startTransition(() => {
  if (!matchesFirstPaint) return createRoot(root).render(app);
  hydrateRoot(root, app, {
    // A part loaded after the rest (a lazy section) hydrates later, and may meet newer state than
    // the paint showed (the session has answered by then): React redraws that part. Expected, so
    // it is a warning, not an error.
    onRecoverableError: (error) => console.warn('Part of the first paint was redrawn:', error),
  });
});
