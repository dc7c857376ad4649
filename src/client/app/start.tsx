import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shared/site/page-data';
import { findPageRoute, type PagePath } from '@shared/site/routes';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrateInTurns } from '../lib/hydrate-in-turn';
import { BrowserRouter } from '../lib/router';
import { AppProviders } from './app-providers';
import { loadPage } from './page-loader';
import { queryClient, seedPageData } from './query-client';
import { AppRoutes } from './routes';

// The server sends a first paint of the page inside #root (see ../prerender.tsx), drawn as a
// signed-out visitor sees it, with the answers listed in #page-data (a route with a parameter at its
// own address, with the thing it shows) and every other query still loading. The app hydrates it, in a transition so the phone
// stays responsive, once the page's code is here (so a lazy page is not replaced by its fallback). With a query string or a hash the page may start
// otherwise (another tab, a payment return), so the app renders afresh and replaces the paint.
export async function startApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  // The answers the paint was drawn with: the app starts from them, as the paint did.
  const pageData = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  seedPageData(JSON.parse(pageData || '[]') as PageData);
  const route = findPageRoute(location.pathname);
  // A page whose code fails to load shows the error boundary's Reload instead.
  if (route) await loadPage(route.path as PagePath).catch(() => undefined);
  const app = (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  const matchesFirstPaint = root.hasAttribute('inert') && !location.search && !location.hash;
  // The page's modules have just run (tens of milliseconds on a phone): the hydration that follows
  // starts in a task of its own, so the two do not add up to one long task.
  if (matchesFirstPaint) await new Promise((resolve) => setTimeout(resolve, 0));
  // Hydration repairs nothing that differs from the paint (decision 011): whatever the paint cannot
  // know waits for useIsClient / useHydratedStore (lib/use-is-client.ts).
  startTransition(() => {
    if (!matchesFirstPaint) return createRoot(root).render(app);
    hydrateInTurns(() => hydrateRoot(root, app));
  });
}
