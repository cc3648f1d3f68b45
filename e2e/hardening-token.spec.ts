import { REMOTE_MEDIA } from '../fake-instance/hostile/vectors';
import { expect, test } from './support/fixtures';
import { placeHostileContent, watchForHarm, type HostilePlacement } from './support/hostile';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance } from './support/statuses';

// The bearer token goes to the instance and nowhere else: not to media, card, emoji or
// avatar hosts (the hostile posts take theirs from another host), not in any address.

let placed: HostilePlacement;

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
  placed = await placeHostileContent(request);
});

test.afterAll(async ({ request }) => {
  await resetInstance(request);
});

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(60_000);

test('the token is sent only to the instance origin', async ({ page, instanceUrl }) => {
  const origin = new URL(instanceUrl).origin;
  const token = TOKENS.member;
  const seen: Promise<{ url: string; auth: string | undefined }>[] = [];
  const sockets: string[] = [];
  page.on('request', (request) =>
    seen.push(request.allHeaders().then((h) => ({ url: request.url(), auth: h['authorization'] }))),
  );
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await watchForHarm(page);
  await signInWithToken(page, token);

  await page.goto('/main/public');
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await feed
    .getByRole('button', { name: /^Show user card of / })
    .first()
    .click();
  await page.goto(`/notice/${placed.statuses[1]}`);
  await page.getByRole('group', { name: 'Attachments' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Media viewer' })).toBeVisible();
  await page.goto('/main/friends');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();

  const requests = await Promise.all(seen);
  const withToken = requests.filter((r) => r.auth !== undefined);
  expect(withToken.length, 'API calls with the token').toBeGreaterThan(0);
  for (const r of withToken) {
    expect(new URL(r.url).origin, r.url).toBe(origin);
    expect(r.auth).toBe(`Bearer ${token}`);
  }
  const elsewhere = requests.filter((r) => new URL(r.url).origin !== origin);
  expect(
    elsewhere.filter((r) => r.url.startsWith(REMOTE_MEDIA)).length,
    'requests to the remote media host',
  ).toBeGreaterThan(0);
  for (const r of elsewhere) {
    expect(r.auth, r.url).toBeUndefined();
    expect(r.url).not.toContain(token);
  }
  for (const url of sockets) {
    if (url.includes(token)) expect(new URL(url).host).toBe(new URL(origin).host);
  }
  console.log(
    `token check: ${withToken.length} calls with the token, all to ${origin}; ` +
      `${elsewhere.length} requests elsewhere, none with it`,
  );
});
