import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { TimelinePage } from '../features/timeline/TimelinePage';
import { Layout } from './layout/Layout';
import { PlaceholderPage } from './PlaceholderPage';
import { RootRedirect } from './RootRedirect';
import { RouteGuard } from './RouteGuard';
import { ROUTES, type RouteSpec } from './routeTable';

function screenFor(route: RouteSpec): ReactNode {
  switch (route.name) {
    case 'root':
      return <RootRedirect />;
    case 'public-external-timeline':
      return <TimelinePage timeline="publicAndExternal" />;
    case 'public-timeline':
      return <TimelinePage timeline="public" />;
    case 'bubble-timeline':
      return <TimelinePage timeline="bubble" />;
    default:
      return <PlaceholderPage routeName={route.name} />;
  }
}

/**
 * Declarative routing: the data router's loaders and actions would add about 15 KB gzip to the
 * first visit for nothing, since data comes through TanStack Query.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map((route) => (
          <Route
            key={route.name}
            path={route.path}
            element={<RouteGuard route={route}>{screenFor(route)}</RouteGuard>}
          />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
