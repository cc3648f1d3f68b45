import { gzipSync } from 'node:zlib';
import { BUDGETS } from '../bench/budgets';
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
