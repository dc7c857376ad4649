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
import { renderToStringAsync } from 'preact-render-to-string';
import { AppProviders } from './app/app-providers';
import { loadPage } from './app/page-loader';
import { AppRoutes } from './app/routes';
import { publicConfig } from './lib/public-config';
import { StaticRouter } from './lib/router';

export function configure(config: PublicConfig): void {
  Object.assign(publicConfig, config);
}

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
  // Waits for the lazy parts the page draws, so the paint holds them rather than their fallbacks.
  return renderToStringAsync(page);
}
