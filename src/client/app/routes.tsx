import { findPageRoute, type PagePath } from '@shared/site/routes';
import { NotFoundPage } from '../components/not-found-page';
import { useLocation } from '../lib/router';
import { Layout } from './layout';
import { LazyPage } from './page-loader';

/**
 * The page for the current path inside the site's layout, shared by the browser (app/start.tsx)
 * and the server's first paint (prerender.tsx). Every route is a fixed path from the shared page
 * table; anything else is the not-found page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = findPageRoute(pathname);
  return <Layout>{route ? <LazyPage path={route.path as PagePath} /> : <NotFoundPage />}</Layout>;
}
