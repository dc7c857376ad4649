import { PAGE_ROUTES } from '@shared/site/routes';
import type { RouteObject } from 'react-router';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { PAGE_COMPONENTS } from './pages';
import { RouteError } from './route-error';

/** The site's routes, shared by the browser router and the server's first-paint render. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      ...PAGE_ROUTES.map(
        (route): RouteObject => ({
          path: route.path,
          lazy: async () => ({ Component: (await PAGE_COMPONENTS[route.path]()).default }),
        }),
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
