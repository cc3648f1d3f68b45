import type { Page } from '@playwright/test';
import { expect, test } from './support/refuseWorker';
import { startGotosocialInstance, type RunningInstance } from './support/instance';

/**
 * Petrel in front of GoToSocial 0.19 (the fake instance with --software gotosocial): its
 * shapes, no Pleroma or Akkoma extension, and its refusals. This smoke test is the base the
 * flow tests of issue 25 build on.
 */

test.describe.configure({ mode: 'serial' });

let gotosocial: RunningInstance;

test.beforeAll(async () => {
  gotosocial = await startGotosocialInstance();
});

test.afterAll(async () => {
  await gotosocial?.stop();
});

/** Page errors, collected from the first navigation on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a visitor opens the public timeline and reads statuses, with no page error', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${gotosocial.url}/main/public`);
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  expect(await feed.getByRole('article').count()).toBeGreaterThan(1);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\bNaN\b|undefined|Unexpected status/);
  await page.screenshot({ path: 'test-results/screenshots/gotosocial-visitor-1440.png' });
  expect(errors).toEqual([]);
});

test('the first visit and the next ask nodeinfo only where GoToSocial has it: no 404s', async ({
  page,
}) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('nodeinfo') && response.status() === 404)
      missing.push(new URL(response.url()).pathname);
  });
  const visit = async (path: string) => {
    await page.goto(`${gotosocial.url}${path}`);
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible({
      timeout: 30_000,
    });
  };
  // The first visit follows the well-known index; the next asks where that led.
  await visit('/main/public');
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
  await visit('/main/public');
  await page.goto(`${gotosocial.url}/about`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
});
