/**
 * The server's first paint of a page: the layout and the page as a signed-out visitor sees them
 * before any data arrives, rendered to HTML so text and layout show before the scripts have run.
 * The browser hydrates it (app/start.tsx); both wrap the router in the same AppProviders.
 * Built by `vite build --ssr` and loaded by the server (server/web/first-paint.ts).
 */
import type { PublicConfig } from '@shared/site/public-config';
import { findPageRoute, type PagePath } from '@shared/site/routes';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { AppProviders } from './app/app-providers';
import { loadPage } from './app/page-loader';
import { AppRoutes } from './app/routes';
import { publicConfig } from './lib/public-config';
import { StaticRouter } from './lib/router';

export function configure(config: PublicConfig): void {
  Object.assign(publicConfig, config);
}

/** The HTML inside #root for this path (the not-found page for paths the site does not have). */
export async function renderFirstPaint(pathname: string): Promise<string> {
  const route = findPageRoute(pathname);
  if (route) await loadPage(route.path as PagePath);
  // Queries stay pending: nothing is fetched, so the page shows its loading state.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const page = (
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  // renderToString draws a lazy part that has not loaded as its fallback, and prerender finishes
  // such parts with inline scripts, which the CSP refuses. So prerender once to load every lazy
  // part of the page, then draw it whole, without scripts.
  await prerender(page);
  return renderToString(page);
}
