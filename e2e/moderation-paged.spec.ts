import type { APIRequestContext, Page } from '@playwright/test';
import { accountId } from './support/accounts';
import { findAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { startEachTestFromSeed } from './support/seededEach';
import { signInWithToken, TOKENS } from './support/session';

/**
 * The moderation reports on the numbered-page feed (issue 26): each page asked for once, no
 * report twice, and the 60 s poll refreshing the page shown in place.
 */
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 90_000 });
startEachTestFromSeed();

const REPORTS = '/api/v1/pleroma/admin/reports';
const ADVERT = 'Keeps replying to my posts with the same advert.';
const staff = { authorization: `Bearer ${TOKENS.moderator}` };

/** The page numbers of the report pages asked for from now on, with their state. */
function watchPages(page: Page): { state: string | null; page: string | null }[] {
  const seen: { state: string | null; page: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === REPORTS)
      seen.push({ state: url.searchParams.get('state'), page: url.searchParams.get('page') });
  });
  return seen;
}

async function openModeration(page: Page) {
  await signInWithToken(page, TOKENS.moderator);
  await page.goto('/main/public');
  await page.getByRole('button', { name: 'Moderation', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Moderation' });
  await expect(modal.getByText('12 reports')).toBeVisible({ timeout: 20_000 });
  return modal;
}

/** The ids of one page of reports as the server lists them. */
async function idsOn(request: APIRequestContext, query: string): Promise<string[]> {
  const answer = await request.get(`${REPORTS}?${query}`, { headers: staff });
  return ((await answer.json()) as { reports: { id: string }[] }).reports.map((r) => r.id);
}

/** The id of the report with this comment. */
async function idOf(request: APIRequestContext, comment: string): Promise<string> {
  const answer = await request.get(`${REPORTS}?page_size=100`, { headers: staff });
  const { reports } = (await answer.json()) as { reports: { id: string; content: string }[] };
  const found = reports.find((r) => r.content === comment);
  if (!found) throw new Error(`No report says ${comment}`);
  return found.id;
}

async function setStates(request: APIRequestContext, ids: string[], state: string) {
  const answer = await request.patch(REPORTS, {
    headers: staff,
    data: { reports: ids.map((id) => ({ id, state })) },
  });
  expect(answer.ok()).toBe(true);
}

test('the second page is asked for once and shows no report twice', async ({ page }) => {
  await page.clock.install();
  const asked = watchPages(page);
  const modal = await openModeration(page);
  const reports = modal.getByRole('article');
  await expect(reports).toHaveCount(10);
  const comments = () =>
    reports.evaluateAll((articles) => articles.map((a) => a.textContent ?? ''));
  const first = await comments();
  const pager = modal.getByRole('navigation', { name: 'Report pages' });
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await expect(reports).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  const second = await comments();
  expect(new Set([...first, ...second]).size).toBe(12);
  expect(asked.filter((q) => q.page === '2')).toEqual([{ state: 'open', page: '2' }]);
  expect(await findAxeViolations(page)).toEqual([]);
  // The last page with its pager, wide and narrow.
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await pager.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/moderation-page-2-${width}.png` });
  }
});

test('the 60 s refresh changes a report in place, keeping what is open and typed', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const modal = await openModeration(page);
  await modal.getByRole('button', { name: 'All', exact: true }).click();
  const count = modal.getByText(/^\d+ reports$/);
  await expect(count).not.toHaveText('12 reports');
  const total = Number((await count.textContent())?.split(' ')[0]);
  const omar = modal.getByRole('article').filter({ hasText: ADVERT });
  // Marks the row's element, opens its reported posts and starts a note.
  await omar.evaluate((el) => el.setAttribute('data-seen', 'before'));
  await omar.getByText(/reported posts?$/).click();
  const note = omar.getByRole('textbox', { name: /^Add a note/ });
  await note.fill('Half a thought');
  const state = omar.getByRole('combobox', { name: /^State of the report/ });
  await expect(state).toHaveValue('open');

  // Elsewhere: another moderator resolves it, and someone files a new report.
  await setStates(request, [await idOf(request, ADVERT)], 'resolved');
  const filed = await request.post('/api/v1/reports', {
    headers: { authorization: `Bearer ${TOKENS.member}` },
    data: { account_id: await accountId(request, 'dmitri'), comment: 'Filed meanwhile' },
  });
  expect(filed.ok()).toBe(true);

  await page.clock.runFor(60_000);
  await expect(count).toHaveText(`${total + 1} reports`);
  await expect(state).toHaveValue('resolved');
  // The same element, its posts still open, the draft still there.
  await expect(omar).toHaveAttribute('data-seen', 'before');
  await expect(omar.locator('details')).toHaveAttribute('open', '');
  await expect(note).toHaveValue('Half a thought');
});

test('a refresh finding the page shown emptied moves to the last page there is', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const modal = await openModeration(page);
  const pager = modal.getByRole('navigation', { name: 'Report pages' });
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await expect(modal.getByRole('article')).toHaveCount(2);

  // Both reports of page 2 are closed elsewhere: 10 open remain, one page.
  await setStates(request, await idsOn(request, 'state=open&page=2&page_size=10'), 'closed');
  await page.clock.runFor(60_000);
  await expect(modal.getByText('10 reports')).toBeVisible();
  await expect(modal.getByRole('article')).toHaveCount(10);
  await expect(modal.getByText('No reports here.')).toHaveCount(0);
  await expect(pager).toHaveCount(0);
});
