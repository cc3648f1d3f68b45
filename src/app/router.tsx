import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { TimelinePage } from '../features/timeline/TimelinePage';
import { RouteGuard } from './RouteGuard';
import { Layout } from './Layout';
import { PlaceholderPage } from './PlaceholderPage';
import { RootRedirect } from './RootRedirect';
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

export function routeObjects(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: ROUTES.map((route) => ({
        path: route.path,
        element: <RouteGuard route={route}>{screenFor(route)}</RouteGuard>,
        handle: route,
      })),
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

export function createRouter() {
  return createBrowserRouter(routeObjects());
}
