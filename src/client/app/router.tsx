import { PAGE_ROUTES } from '@shared/site/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { PAGE_COMPONENTS } from './pages';
import { RouteError } from './route-error';

const pageRoutes: RouteObject[] = PAGE_ROUTES.map((route) => ({
  path: route.path,
  lazy: async () => ({ Component: (await PAGE_COMPONENTS[route.path]()).default }),
}));

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [...pageRoutes, { path: '*', element: <NotFoundPage /> }],
  },
]);
