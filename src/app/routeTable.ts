/**
 * The route table of document 1 §2, by the spec's names, in its order: the catch-all
 * profile route comes last. Screens that belong to later work render a placeholder.
 */
export interface RouteSpec {
  name: string;
  path: string;
  /** Signed-out visitors are sent to the signed-out landing path. */
  signInNeeded?: boolean;
  /** Signed-in users are sent to the root. */
  signedOutOnly?: boolean;
  /** Navigation keeps the scroll position (conversation and profiles). */
  keepsScroll?: boolean;
  /** Works before a standalone visitor chose an instance (the instance form and its return). */
  instanceFree?: boolean;
  /** A timeline: it stays mounted, hidden, under a conversation opened from it (`PageKeeper`). */
  kept?: boolean;
  /** Shows over a kept timeline rather than replacing it (the conversation). */
  overKept?: boolean;
}

export const ROUTES: readonly RouteSpec[] = [
  { name: 'root', path: '/' },
  { name: 'public-external-timeline', path: '/main/all', kept: true },
  { name: 'public-timeline', path: '/main/public', kept: true },
  { name: 'bubble-timeline', path: '/main/bubble', kept: true },
  { name: 'friends', path: '/main/friends', signInNeeded: true, kept: true },
  { name: 'tag-timeline', path: '/tag/:tag', kept: true },
  { name: 'bookmarks', path: '/bookmarks', signInNeeded: true, kept: true },
  { name: 'conversation', path: '/notice/:id', keepsScroll: true, overKept: true },
  {
    name: 'remote-user-profile-acct',
    path: '/remote-users/:acct',
    signInNeeded: true,
    keepsScroll: true,
  },
  {
    name: 'remote-user-profile',
    path: '/remote-users/:hostname/:username',
    signInNeeded: true,
    keepsScroll: true,
  },
  { name: 'interactions', path: '/users/:username/interactions', signInNeeded: true },
  { name: 'dms', path: '/users/:username/dms', signInNeeded: true, kept: true },
  { name: 'external-user-profile', path: '/users/:id', keepsScroll: true },
  { name: 'registration', path: '/registration' },
  { name: 'registration-token', path: '/registration/:token' },
  { name: 'registration-request-sent', path: '/registration-request-sent' },
  { name: 'awaiting-email-confirmation', path: '/awaiting-email-confirmation' },
  { name: 'password-reset', path: '/password-reset', signedOutOnly: true },
  { name: 'friend-requests', path: '/friend-requests', signInNeeded: true },
  { name: 'notifications', path: '/:username/notifications', signInNeeded: true },
  { name: 'login', path: '/login', instanceFree: true },
  { name: 'oauth-callback', path: '/oauth-callback', instanceFree: true },
  { name: 'search', path: '/search' },
  { name: 'who-to-follow', path: '/who-to-follow', signInNeeded: true },
  { name: 'about', path: '/about' },
  { name: 'lists', path: '/lists', signInNeeded: true },
  { name: 'list-timeline', path: '/lists/:id', signInNeeded: true, kept: true },
  { name: 'list-edit', path: '/lists/:id/edit', signInNeeded: true },
  { name: 'announcements', path: '/announcements' },
  { name: 'user-profile', path: '/:name', keepsScroll: true },
];

/** Defaults; the frontend configuration can change both. */
export const SIGNED_IN_LANDING = '/main/friends';
export const SIGNED_OUT_LANDING = '/main/all';
