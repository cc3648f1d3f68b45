import { signInWithPassword } from './support/authForms';
import { expect, test, type Page } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { setPreferences, waitForListener } from './support/stream';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
// Push arrives through the service worker.
test.use({ permissions: ['notifications'], serviceWorker: 'install' });

test.beforeEach(async ({ request }) => {
  await request.post('/__control/reset');
});

interface Injected {
  id: string;
  status: { id: string } | null;
}

async function mention(request: import('@playwright/test').APIRequestContext): Promise<Injected> {
  const response = await request.post('/__control/stream/notification', {
    data: { to: 'juniper', from: 'amara', type: 'mention' },
  });
  return ((await response.json()) as { notification: Injected }).notification;
}

test('a desktop notification shows for a new mention once the stream has settled', async ({
  page,
  request,
}) => {
  // Record what the page shows while still showing it.
  await page.addInitScript(() => {
    const Real = window.Notification;
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { __shown: typeof shown }).__shown = shown;
    class Recorder extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body ?? '' });
      }
    }
    window.Notification = Recorder;
  });
  // The page's clock crosses the 10 s of quiet; its timers and Date.now run on as they would.
  await page.clock.install();
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/all');
  await waitForListener(request, 'user');
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  const shown = () =>
    page.evaluate(() => (window as unknown as { __shown: { title: string }[] }).__shown);

  // Within 10 s of the stream starting, arrivals stay silent.
  await mention(request);
  await expect(page.getByText('mentioned you').first()).toBeVisible();
  expect(await shown()).toEqual([]);

  await page.clock.fastForward(10_500);
  await mention(request);
  await expect
    .poll(async () => (await shown()).map((n) => n.title))
    .toEqual([expect.stringMatching(/mentioned you$/)]);
});

test('the service worker shows a pushed notification that opens its post', async ({
  page,
  request,
  baseURL,
}) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/all');
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeVisible();
  const origin = new URL(baseURL ?? page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      const found = event.registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const injected = await mention(request);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: 'Amara mentioned you',
      body: 'Injected mention',
      notification_id: injected.id,
      notification_type: 'mention',
      access_token: TOKENS.member,
    }),
  });
  const read = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url?: string } | null)?.url ?? null,
      }));
    });
  await expect.poll(read).toEqual([
    {
      title: 'Amara mentioned you',
      body: 'Injected mention',
      url: `/notice/${injected.status?.id}`,
    },
  ]);

  // Clicking it: no DevTools call clicks a notification, so the worker gets the click event
  // from inside (untrusted, so it cannot focus the tab; the tab still moves in-app).
  const worker = page
    .context()
    .serviceWorkers()
    .find((w) => w.url() === `${origin}/sw.js`);
  expect(worker).toBeDefined();
  await page.evaluate(() => {
    (window as unknown as { __stayed: boolean }).__stayed = true;
  });
  await worker?.evaluate(async () => {
    // The worker's globals, typed here: the project compiles against the DOM library only.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent: (event: Event) => boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [shown] = await scope.registration.getNotifications();
    if (shown)
      scope.dispatchEvent(
        new scope.NotificationEvent('notificationclick', { notification: shown }),
      );
  });
  await expect(page).toHaveURL(`${origin}/notice/${injected.status?.id}`);
  await expect(page.getByRole('article', { name: /Injected mention/ }).first()).toBeVisible();
  // The same document moved (no reload) and the notification was closed.
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(
    true,
  );
  await expect.poll(read).toEqual([]);
});

test('with web push on, the subscription is sent with the alerts of document 3', async ({
  page,
  request,
}) => {
  // No push service is reachable here: the browser's subscribe answers with a made-up one.
  await page.addInitScript(() => {
    PushManager.prototype.subscribe = async function () {
      return {
        endpoint: 'https://push.example/petrel-test',
        toJSON: () => ({
          endpoint: 'https://push.example/petrel-test',
          keys: { p256dh: 'test-key', auth: 'test-auth' },
        }),
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
    };
  });
  await setPreferences(page, { webPushNotifications: true });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/all');
  await expect
    .poll(async () => {
      const response = await request.get('/api/v1/push/subscription', {
        headers: { authorization: `Bearer ${TOKENS.member}` },
      });
      return response.ok() ? ((await response.json()) as { alerts: unknown }).alerts : null;
    })
    .toEqual({ follow: true, favourite: true, mention: true, reblog: true, move: true });
});

test('the web push switch in the Notifications settings tab subscribes and unsubscribes', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A made-up subscription the page's push manager keeps until it is unsubscribed.
  await page.addInitScript(() => {
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
    PushManager.prototype.subscribe = async function () {
      current = {
        endpoint: 'https://push.example/petrel-toggle',
        toJSON: () => ({
          endpoint: 'https://push.example/petrel-toggle',
          keys: { p256dh: 'test-key', auth: 'test-auth' },
        }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/all');
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Notifications' }).click();
  const toggle = dialog.getByRole('checkbox', { name: /web push/ });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect
    .poll(async () => {
      const response = await request.get('/api/v1/push/subscription', {
        headers: { authorization: `Bearer ${TOKENS.member}` },
      });
      return response.ok() ? ((await response.json()) as { endpoint: string }).endpoint : null;
    })
    .toBe('https://push.example/petrel-toggle');

  // Off again: the subscription is deleted on the server.
  await toggle.uncheck();
  await expect
    .poll(async () =>
      (
        await request.get('/api/v1/push/subscription', {
          headers: { authorization: `Bearer ${TOKENS.member}` },
        })
      ).status(),
    )
    .toBe(404);
});

/**
 * Makes the page's permission read `state` and records each permission request (which leaves
 * it unchanged), so the test sees whether sign-in asked.
 */
async function fakePermission(page: Page, state: NotificationPermission): Promise<void> {
  await page.addInitScript((value) => {
    const asked: string[] = [];
    (window as unknown as { __asked: string[] }).__asked = asked;
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => value });
    Notification.requestPermission = async () => {
      asked.push(value);
      return value;
    };
  }, state);
}

const asked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __asked: string[] }).__asked.length);

test('a password sign-in asks for notification permission while it is still default', async ({
  page,
}) => {
  await fakePermission(page, 'default');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  // Only signing in asks: a visitor is never prompted.
  expect(await asked(page)).toBe(0);
  await signInWithPassword(page, 'juniper', 'petrel-juniper');
  await expect.poll(() => asked(page)).toBe(1);
});

for (const state of ['granted', 'denied'] as const) {
  test(`a password sign-in does not ask again when permission is ${state}`, async ({ page }) => {
    await fakePermission(page, state);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithPassword(page, 'juniper', 'petrel-juniper');
    // The sign-in effects have run once the panel has its list.
    await expect(
      page
        .getByRole('region', { name: /^Notifications/ })
        .getByRole('list', { name: 'Notifications' }),
    ).toBeVisible();
    expect(await asked(page)).toBe(0);
  });
}
