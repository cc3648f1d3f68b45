import { expect, test } from '@playwright/test';
import { signInWithToken, TOKENS } from './support/session';

interface RouteCase {
  path: string;
  heading: string;
  /** Where a signed-out visitor ends up instead. */
  signedOut?: string;
  /** Where a signed-in user ends up instead. */
  signedIn?: string;
}

// Every route of document 1 §2, by a concrete path.
const CASES: RouteCase[] = [
  { path: '/main/all', heading: 'Federated timeline' },
  { path: '/main/public', heading: 'Local timeline' },
  { path: '/main/bubble', heading: 'Bubble timeline' },
  { path: '/main/friends', heading: 'Home', signedOut: '/main/all' },
  { path: '/tag/birds', heading: 'Hashtag' },
  { path: '/bookmarks', heading: 'Bookmarks', signedOut: '/main/all' },
  { path: '/notice/AAAA', heading: 'Conversation' },
  { path: '/remote-users/@kestrel@lichen.example', heading: 'Profile', signedOut: '/main/all' },
  { path: '/remote-users/lichen.example/kestrel', heading: 'Profile', signedOut: '/main/all' },
  { path: '/users/AAAA', heading: 'Profile' },
  { path: '/users/juniper/interactions', heading: 'Interactions', signedOut: '/main/all' },
  { path: '/users/juniper/dms', heading: 'Direct messages', signedOut: '/main/all' },
  { path: '/registration', heading: 'Register' },
  { path: '/registration/invite-token', heading: 'Register' },
  { path: '/registration-request-sent', heading: 'Registration request sent' },
  { path: '/awaiting-email-confirmation', heading: 'Confirm your email' },
  { path: '/password-reset', heading: 'Reset password', signedIn: '/main/friends' },
  { path: '/friend-requests', heading: 'Follow requests', signedOut: '/main/all' },
  { path: '/juniper/notifications', heading: 'Notifications', signedOut: '/main/all' },
  { path: '/login', heading: 'Sign in' },
  { path: '/oauth-callback?code=abc', heading: 'Signing in…' },
  { path: '/search?query=birds', heading: 'Search' },
  { path: '/who-to-follow', heading: 'Who to follow', signedOut: '/main/all' },
  { path: '/about', heading: 'About' },
  { path: '/lists', heading: 'Lists', signedOut: '/main/all' },
  { path: '/lists/1', heading: 'List', signedOut: '/main/all' },
  { path: '/lists/1/edit', heading: 'Edit list', signedOut: '/main/all' },
  { path: '/announcements', heading: 'Announcements' },
  { path: '/juniper', heading: 'Profile' },
];

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

test.describe('route table, signed out', () => {
  test('the root goes to the federated timeline', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/main\/all$/);
  });

  for (const route of CASES) {
    test(`${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      if (route.signedOut) {
        await expect.poll(() => pathOf(page.url())).toBe(route.signedOut);
      } else {
        await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
        expect(pathOf(page.url())).toBe(route.path);
      }
    });
  }
});

test.describe('route table, signed in', () => {
  test.beforeEach(async ({ page }) => signInWithToken(page, TOKENS.member));

  test('the root goes to the home timeline', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/main\/friends$/);
  });

  for (const route of CASES) {
    test(`${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      if (route.signedIn) {
        await expect.poll(() => pathOf(page.url())).toBe(route.signedIn);
      } else {
        await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
        expect(pathOf(page.url())).toBe(route.path);
      }
    });
  }
});
