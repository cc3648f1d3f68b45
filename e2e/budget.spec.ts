import { gzipSync } from 'node:zlib';
import { BUDGETS } from '../bench/budgets';
import { measureFirstVisit } from '../bench/measures/firstVisit';
import { SIGNED_IN_CHUNK } from '../scripts/signedInChunks';
import { expect, test } from './support/fixtures';

// What a first visit to /main/all downloads, JavaScript and CSS, gzip: the bench's own budget,
// so the two checks cannot drift apart. Akkoma-FE's first load is 347 KB gzip.
const FIRST_VISIT_BUDGET_BYTES = BUDGETS.firstVisitGzipBytes.limit;

test('first visit to /main/all stays within the JS+CSS budget', async ({ page }) => {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        sizes.set(response.url(), gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  await page.goto('/main/all');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  console.log(`first visit JS+CSS gzip: ${total} bytes in ${sizes.size} files`);
  expect(sizes.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES);
});

// The signed-in home's lazy parts are one `signed-in` chunk (scripts/signedInChunks.ts). A
// visitor's page that loaded it would pay for all of them: signed out, none of these pages may.
// Weighed by the bench's own measure; the signed-in home must load it, or the check proves nothing.
const VISITOR_PATHS = ['/main/all', '/users/amara', '/about', '/notice/1', '/login'];
const isSignedInFile = (name: string) =>
  name.split('/').pop()?.startsWith(`${SIGNED_IN_CHUNK}-`) ?? false;

test('signed out, no page loads the signed-in chunk; the signed-in home does', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const home = await measureFirstVisit(browser, base, '/main/friends', 'demo-token-juniper');
  expect(home.statusShown).toBe(true);
  expect(home.files.map((f) => f.name).filter(isSignedInFile).length).toBeGreaterThan(0);
  expect(home.jsCssFiles).toBeLessThanOrEqual(BUDGETS.signedInFiles.limit);
  for (const path of VISITOR_PATHS) {
    const visit = await measureFirstVisit(browser, base, path);
    expect(visit.files.length, path).toBeGreaterThan(0);
    expect(visit.files.map((f) => f.name).filter(isSignedInFile), path).toEqual([]);
  }
});
