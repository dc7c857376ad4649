/**
 * The server's first paint of a page: the layout and the page as a signed-out visitor sees them
 * before any data arrives, rendered to HTML so text and layout show before the scripts have run.
 * The browser hydrates it (app/start.tsx); both wrap the router in the same AppProviders.
 * Built by `vite build --ssr` and loaded by the server (server/web/first-paint.ts).
 */
import type { PageData } from '@shared/site/page-data';
import type { PublicConfig } from '@shared/site/public-config';
import { findPageRoute, type PagePath } from '@shared/site/routes';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './app/app-providers';
import { loadPage } from './app/page-loader';
import { AppRoutes } from './app/routes';
import { publicConfig } from './lib/public-config';
import { StaticRouter } from './lib/router';

export function configure(config: PublicConfig): void {
  Object.assign(publicConfig, config);
}

/** React's mark for a Suspense boundary it left to the browser. */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The HTML inside #root for this path (the not-found page for paths the site does not have), drawn
 * with the answers the server sends along with it (`data`, a page's texts).
 */
export async function renderFirstPaint(pathname: string, data: PageData = []): Promise<string> {
  const route = findPageRoute(pathname);
  if (route) await loadPage(route.path as PagePath);
  // Other queries stay pending: nothing is fetched, so the page shows its loading state there.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  for (const entry of data) queryClient.setQueryData(entry.queryKey, entry.data);
  const page = (
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  // renderToString draws a lazy part that has not loaded yet as its fallback, marked for the
  // browser to finish. The first pass starts those loads; draw again once they are here. (React's
  // `prerender` would wait by itself, but it runs inside an AsyncLocalStorage, which makes Node
  // track every promise of every later request: a tax on the whole server.)
  let html = renderToString(page);
  for (let pass = 0; pass < 50 && html.includes(CLIENT_RENDERED); pass++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    html = renderToString(page);
  }
  return html;
}
