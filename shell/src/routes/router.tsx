import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from '../layout/Layout';
import { RemotePage } from '../remotes/RemotePage';
import { LocaleGate } from './LocaleGate';
import { NotFoundPage } from './NotFoundPage';
import { ParentOnly } from './ParentOnly';
import { Protected } from './Protected';
import { RouteErrorPage } from './RouteErrorPage';
import { REMOTE_ROUTES } from './route-table';

const pages: RouteObject[] = REMOTE_ROUTES.map((route) => {
  const element = (
    <RemotePage key={`${route.remote}:${route.page}`} remote={route.remote} page={route.page} />
  );
  const gated = route.parentOnly ? (
    <ParentOnly ownStudentPage={route.parentOnly === 'own-student'}>{element}</ParentOnly>
  ) : (
    element
  );
  const wrapped = route.protected ? <Protected>{gated}</Protected> : gated;
  return route.path === '' ? { index: true, element: wrapped } : { path: route.path, element: wrapped };
});

export const router = createBrowserRouter([
  {
    // The gate sits above every route: it fixes the /{lng} prefix before anything renders.
    element: <LocaleGate />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/:lng',
        element: <Layout />,
        children: [...pages, { path: '*', element: <NotFoundPage /> }],
      },
      { path: '*', element: null },
    ],
  },
]);
