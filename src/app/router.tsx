import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from '../ui/router';
import { AuthScreen, type AuthScreenName } from '../features/auth/AuthScreen';
import { TimelinePage } from '../features/timeline/TimelinePage';
import {
  CONVERSATION_CHUNK,
  importConversationPage,
} from '../features/conversation/warmConversation';
import { Layout } from './layout/Layout';
import { RootRedirect } from './RootRedirect';
import { RouteGuard } from './RouteGuard';
import { LazyChunk } from '../ui/chunk/LazyChunk';
import { ROUTES, type RouteSpec } from './routeTable';

/** A screen that loads as its own chunk on first use (first-visit budget). */
function lazy<T>(chunk: string, load: () => Promise<T>, render: (m: T, name: string) => ReactNode) {
  return (name: string) => <LazyChunk name={chunk} load={load} render={(m) => render(m, name)} />;
}

const routeTimelines = lazy(
  'timelines',
  () => import('../features/timeline/RouteTimelines'),
  (m, name) => <m.RouteTimeline name={name} />,
);
const profile = lazy(
  'profile',
  () => import('../features/profile/ProfileRoute'),
  (m, name) => <m.ProfileRoute name={name} />,
);
const authScreen = (name: AuthScreenName) => () => <AuthScreen key={name} name={name} />;

export const SCREENS: Record<string, (name: string) => ReactNode> = {
  root: () => <RootRedirect />,
  'public-external-timeline': () => <TimelinePage timeline="publicAndExternal" />,
  'public-timeline': () => <TimelinePage timeline="public" />,
  'bubble-timeline': () => <TimelinePage timeline="bubble" />,
  friends: () => <TimelinePage timeline="friends" />,
  bookmarks: () => <TimelinePage timeline="bookmarks" />,
  'tag-timeline': routeTimelines,
  'list-timeline': routeTimelines,
  dms: routeTimelines,
  'user-profile': profile,
  'external-user-profile': profile,
  'remote-user-profile': profile,
  'remote-user-profile-acct': profile,
  lists: lazy(
    'lists',
    () => import('../features/lists/ListsPage'),
    (m) => <m.ListsPage />,
  ),
  'list-edit': lazy(
    'list-edit',
    () => import('../features/lists/ListEditPage'),
    (m) => <m.ListEditPage />,
  ),
  announcements: lazy(
    'announcements',
    () => import('../features/announcements/AnnouncementsPage'),
    (m) => <m.AnnouncementsPage />,
  ),
  search: lazy(
    'search',
    () => import('../features/search/SearchPage'),
    (m) => <m.SearchPage />,
  ),
  about: lazy(
    'about',
    () => import('../features/about/AboutPage'),
    (m) => <m.AboutPage />,
  ),
  'who-to-follow': lazy(
    'who-to-follow',
    () => import('../features/whoToFollow/WhoToFollowPage'),
    (m) => <m.WhoToFollowPage />,
  ),
  conversation: lazy(CONVERSATION_CHUNK, importConversationPage, (m) => <m.ConversationPage />),
  notifications: lazy(
    'notifications-page',
    () => import('../features/notifications/NotificationsPage'),
    (m) => <m.NotificationsPage />,
  ),
  'friend-requests': lazy(
    'friend-requests',
    () => import('../features/notifications/FriendRequestsPage'),
    (m) => <m.FriendRequestsPage />,
  ),
  interactions: lazy(
    'interactions',
    () => import('../features/notifications/InteractionsPage'),
    (m) => <m.InteractionsPage />,
  ),
  login: authScreen('login'),
  'oauth-callback': authScreen('oauth-callback'),
  registration: authScreen('registration'),
  'registration-token': authScreen('registration-token'),
  'registration-request-sent': authScreen('registration-request-sent'),
  'awaiting-email-confirmation': authScreen('awaiting-email-confirmation'),
  'password-reset': authScreen('password-reset'),
};

function screenFor(route: RouteSpec): ReactNode {
  const screen = SCREENS[route.name];
  if (!screen) throw new Error(`No screen for route ${route.name}`);
  return screen(route.name);
}

/**
 * Declarative routing: the data router's loaders and actions would add about 15 KB gzip to the
 * first visit for nothing, since data comes through TanStack Query.
 */
export function AppRoutes() {
  return (
    <Layout>
      <Routes>
        {ROUTES.map((route) => (
          <Route
            key={route.name}
            path={route.path}
            element={<RouteGuard route={route}>{screenFor(route)}</RouteGuard>}
          />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Layout>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
