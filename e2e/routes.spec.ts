import { expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';

interface RouteCase {
  path: string;
  /** The page's h1: a profile's is the user's name, or the address when nobody is found. */
  heading: string | RegExp;
  /** A guarded route: signed-out visitors end up on the signed-out landing path. */
  signedOut?: 'landing';
  /** Where a signed-in user ends up instead. */
  signedIn?: string;
}

// Every route of document 1 §2, by a concrete path.
const CASES: RouteCase[] = [
  { path: '/main/all', heading: 'Federated timeline' },
  { path: '/main/public', heading: 'Local timeline' },
  { path: '/main/bubble', heading: 'Bubble timeline' },
  { path: '/main/friends', heading: 'Home', signedOut: 'landing' },
  { path: '/tag/birds', heading: '#birds' },
  { path: '/bookmarks', heading: 'Bookmarks', signedOut: 'landing' },
  { path: '/notice/AAAA', heading: 'Conversation' },
  { path: '/remote-users/@kestrel@lichen.example', heading: /kestrel/, signedOut: 'landing' },
  { path: '/remote-users/lichen.example/kestrel', heading: /kestrel/, signedOut: 'landing' },
  { path: '/users/AAAA', heading: 'AAAA' },
  { path: '/users/juniper/interactions', heading: 'Interactions', signedOut: 'landing' },
  { path: '/users/juniper/dms', heading: 'Direct messages', signedOut: 'landing' },
  // Document 1 §5: the registration page sends signed-in users to the root.
  { path: '/registration', heading: 'Register', signedIn: '/main/friends' },
  { path: '/registration/invite-token', heading: 'Register', signedIn: '/main/friends' },
  { path: '/registration-request-sent', heading: 'Registration request sent' },
  { path: '/awaiting-email-confirmation', heading: 'Confirm your email' },
  { path: '/password-reset', heading: 'Reset password', signedIn: '/main/friends' },
  { path: '/friend-requests', heading: 'Follow requests', signedOut: 'landing' },
  { path: '/juniper/notifications', heading: 'Notifications', signedOut: 'landing' },
  { path: '/login', heading: 'Sign in' },
  { path: '/oauth-callback?code=abc', heading: 'Signing in…' },
  { path: '/search?query=birds', heading: 'Search' },
  { path: '/who-to-follow', heading: 'Who to follow', signedOut: 'landing' },
  { path: '/about', heading: 'About this instance' },
  { path: '/lists', heading: 'Lists', signedOut: 'landing' },
  { path: '/lists/1', heading: 'Garden friends', signedOut: 'landing' },
  { path: '/lists/1/edit', heading: 'Edit list', signedOut: 'landing' },
  { path: '/announcements', heading: 'Announcements' },
  { path: '/juniper', heading: 'June Park' },
];

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function signedOutLanding(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/api/pleroma/frontend_configurations')).json()) as {
    pleroma_fe?: { redirectRootNoLogin?: string };
  };
  return config.pleroma_fe?.redirectRootNoLogin ?? '/main/all';
}

/**
 * The table is walked in a few pages rather than one test per route: each route is still its
 * own load from the address bar, and a failure names the path (the expect message).
 */
const GROUPS = 4;
const groups = Array.from({ length: GROUPS }, (_, g) => CASES.filter((_, i) => i % GROUPS === g));
const pathsOf = (cases: RouteCase[]) => cases.map((c) => c.path).join(' ');

async function expectRoute(page: Page, route: RouteCase, expectedPath: string | undefined) {
  await page.goto(route.path);
  if (expectedPath !== undefined) {
    await expect.poll(() => pathOf(page.url()), { message: route.path }).toBe(expectedPath);
    return;
  }
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: route.heading,
      exact: typeof route.heading === 'string',
    }),
    route.path,
  ).toBeVisible();
  expect(pathOf(page.url()), route.path).toBe(route.path);
}

test.describe('route table, signed out', () => {
  test('the root goes to the configured signed-out landing path', async ({ page, request }) => {
    const landing = await signedOutLanding(request);
    await page.goto('/');
    await expect.poll(() => pathOf(page.url())).toBe(landing);
  });

  test('without configuration the root goes to the federated timeline', async ({ page }) => {
    await page.route('**/api/pleroma/frontend_configurations', (route) =>
      route.fulfill({ json: { pleroma_fe: {} } }),
    );
    await page.route('**/static/config.json', (route) => route.fulfill({ json: {} }));
    await page.goto('/');
    await expect.poll(() => pathOf(page.url())).toBe('/main/all');
  });

  for (const cases of groups) {
    test(pathsOf(cases), async ({ page, request }) => {
      const landing = await signedOutLanding(request);
      for (const route of cases)
        await test.step(route.path, () =>
          expectRoute(page, route, route.signedOut ? landing : undefined),
        );
    });
  }
});

test.describe('route table, signed in', () => {
  test.beforeEach(async ({ page }) => signInWithToken(page, TOKENS.member));

  test('the root goes to the home timeline', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/main\/friends$/);
  });

  for (const cases of groups) {
    test(pathsOf(cases), async ({ page }) => {
      for (const route of cases)
        await test.step(route.path, () => expectRoute(page, route, route.signedIn));
    });
  }
});
