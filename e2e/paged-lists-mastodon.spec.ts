import {
  request as playwrightRequest,
  type APIRequestContext,
  type Request,
} from '@playwright/test';
import { expect, test } from './support/refuseWorker';
import { bearer, SEEDED_ADDRESSES } from './support/accounts';
import { findAxeViolations } from './support/axe';
import { startSoftwareInstance, type RunningInstance } from './support/instance';
import { signInWithToken, TOKENS } from './support/session';

/**
 * The paged lists of issue 26 on a plain Mastodon (--software mastodon): list members come a
 * page at a time from the Link header; search pages on for the signed-in only (Mastodon
 * refuses `offset` to visitors).
 */
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let instance: RunningInstance;
let control: APIRequestContext;

test.beforeAll(async () => {
  instance = await startSoftwareInstance('mastodon');
  control = await playwrightRequest.newContext({ baseURL: instance.url });
});

test.afterAll(async () => {
  await control?.dispose();
  await instance?.stop();
});

test.beforeEach(async () => {
  await control.post('/__control/reset');
});

/** Makes a list of juniper's holding every other local and remote seeded account. */
async function bigList(): Promise<{ id: string; size: number }> {
  const auth = bearer(TOKENS.member);
  const created = await control.post('/api/v1/lists', {
    headers: auth,
    data: { title: 'Everyone' },
  });
  const { id } = (await created.json()) as { id: string };
  const ids: string[] = [];
  for (const acct of SEEDED_ADDRESSES.filter((a) => a !== 'juniper')) {
    const found = await control.get(`/api/v1/accounts/lookup?acct=${encodeURIComponent(acct)}`);
    if (found.ok()) ids.push(((await found.json()) as { id: string }).id);
  }
  const added = await control.post(`/api/v1/lists/${id}/accounts`, {
    headers: auth,
    data: { account_ids: ids },
  });
  expect(added.ok()).toBe(true);
  return { id, size: ids.length };
}

test('list members come a page at a time; a member of the second page can be taken out', async ({
  page,
}) => {
  const { id, size } = await bigList();
  expect(size).toBeGreaterThan(20);
  const pages: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/v1/lists/${id}/accounts` && request.method() === 'GET')
      pages.push(url.searchParams);
  });
  await signInWithToken(page, TOKENS.member);
  await page.goto(`${instance.url}/lists/${id}/edit`);
  const members = page.getByRole('group', { name: /members$/ });
  const boxes = members.getByRole('checkbox');
  await expect(boxes).toHaveCount(20, { timeout: 20_000 });
  const more = members.getByRole('button', { name: 'Load more' });
  await more.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/paged-list-members-more-1440.png' });
  await more.click();
  await expect(boxes).toHaveCount(size);
  await expect(page.getByRole('group', { name: `${size} members` })).toBeVisible();
  const labels = await boxes.evaluateAll((inputs) =>
    inputs.map((input) => input.getAttribute('aria-label') ?? ''),
  );
  expect(new Set(labels).size).toBe(size);
  expect(pages.filter((q) => q.has('max_id'))).toHaveLength(1);
  await expect(members.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(await findAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/paged-list-members-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screenshots/paged-list-members-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The last member read came with the second page; saving sends only that change.
  const last = labels[labels.length - 1] ?? '';
  // Unticked, a member leaves the group (the found list can bring them back).
  await members.getByRole('checkbox', { name: last }).click();
  await expect(page.getByRole('group', { name: `${size - 1} members` })).toBeVisible();
  const saved = page.waitForRequest(
    (r) => r.url().includes(`/api/v1/lists/${id}/accounts`) && r.method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await saved;
  await expect(page).toHaveURL(new RegExp(`/lists/${id}$`));
  const left = await control.get(`/api/v1/lists/${id}/accounts?limit=0`, {
    headers: bearer(TOKENS.member),
  });
  expect(((await left.json()) as unknown[]).length).toBe(size - 1);
});

test('search pages on for the signed-in only', async ({ page }) => {
  await page.goto(`${instance.url}/search?query=and`);
  const panel = page.getByRole('tabpanel', { name: 'Posts' });
  await expect(panel.getByRole('article')).toHaveCount(20, { timeout: 20_000 });
  await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await signInWithToken(page, TOKENS.member);
  await page.goto(`${instance.url}/search?query=and`);
  await expect(panel.getByRole('article')).toHaveCount(20, { timeout: 20_000 });
  await panel.getByRole('button', { name: 'Load more' }).click();
  await expect(panel.getByRole('article')).toHaveCount(40);
});
