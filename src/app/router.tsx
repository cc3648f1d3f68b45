import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from '../lib/router';
import { AuthScreen } from '../features/auth/AuthScreen';
import { TimelinePage } from '../features/timeline/TimelinePage';
import { Layout } from './layout/Layout';
import { PlaceholderPage } from './PlaceholderPage';
import { RootRedirect } from './RootRedirect';
import { RouteGuard } from './RouteGuard';
import { LazyChunk } from '../ui/chunk/LazyChunk';
import { ROUTES, type RouteSpec } from './routeTable';

const loadLists = () => import('../features/lists/ListsPage');
const loadListEdit = () => import('../features/lists/ListEditPage');
const loadAnnouncements = () => import('../features/announcements/AnnouncementsPage');
const loadSearch = () => import('../features/search/SearchPage');
const loadAbout = () => import('../features/about/AboutPage');
const loadWhoToFollow = () => import('../features/whoToFollow/WhoToFollowPage');
// Timelines that a first visit never shows load as their own chunk (first-visit budget).
const loadRouteTimelines = () => import('../features/timeline/RouteTimelines');
const loadConversation = () => import('../features/conversation/ConversationPage');
const loadNotificationsPage = () => import('../features/notifications/NotificationsPage');
const loadFriendRequests = () => import('../features/notifications/FriendRequestsPage');
const loadInteractions = () => import('../features/notifications/InteractionsPage');
const loadProfile = () => import('../features/profile/ProfileRoute');

function screenFor(route: RouteSpec): ReactNode {
  // user-profile, external-user-profile, remote-user-profile(-acct): one chunk.
  if (route.name.includes('user-profile'))
    return (
      <LazyChunk
        name="profile"
        load={loadProfile}
        render={(m) => <m.ProfileRoute name={route.name} />}
      />
    );
  switch (route.name) {
    case 'root':
      return <RootRedirect />;
    case 'public-external-timeline':
      return <TimelinePage timeline="publicAndExternal" />;
    case 'public-timeline':
      return <TimelinePage timeline="public" />;
    case 'lists':
      return <LazyChunk name="lists" load={loadLists} render={(m) => <m.ListsPage />} />;
    case 'list-edit':
      return <LazyChunk name="list-edit" load={loadListEdit} render={(m) => <m.ListEditPage />} />;
    case 'announcements':
      return (
        <LazyChunk
          name="announcements"
          load={loadAnnouncements}
          render={(m) => <m.AnnouncementsPage />}
        />
      );
    case 'search':
      return <LazyChunk name="search" load={loadSearch} render={(m) => <m.SearchPage />} />;
    case 'about':
      return <LazyChunk name="about" load={loadAbout} render={(m) => <m.AboutPage />} />;
    case 'who-to-follow':
      return (
        <LazyChunk
          name="who-to-follow"
          load={loadWhoToFollow}
          render={(m) => <m.WhoToFollowPage />}
        />
      );
    case 'bubble-timeline':
      return <TimelinePage timeline="bubble" />;
    case 'friends':
      return <TimelinePage timeline="friends" />;
    case 'bookmarks':
      return <TimelinePage timeline="bookmarks" />;
    case 'tag-timeline':
    case 'list-timeline':
    case 'dms':
      return (
        <LazyChunk
          name="timelines"
          load={loadRouteTimelines}
          render={(m) => <m.RouteTimeline name={route.name} />}
        />
      );
    case 'conversation':
      return (
        <LazyChunk
          name="conversation"
          load={loadConversation}
          render={(m) => <m.ConversationPage />}
        />
      );
    case 'notifications':
      return (
        <LazyChunk
          name="notifications-page"
          load={loadNotificationsPage}
          render={(m) => <m.NotificationsPage />}
        />
      );
    case 'friend-requests':
      return (
        <LazyChunk
          name="friend-requests"
          load={loadFriendRequests}
          render={(m) => <m.FriendRequestsPage />}
        />
      );
    case 'interactions':
      return (
        <LazyChunk
          name="interactions"
          load={loadInteractions}
          render={(m) => <m.InteractionsPage />}
        />
      );
    case 'login':
    case 'oauth-callback':
    case 'registration':
    case 'registration-token':
    case 'registration-request-sent':
    case 'awaiting-email-confirmation':
    case 'password-reset':
      return <AuthScreen key={route.name} name={route.name} />;
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
