import { expect, test, type Page } from '@playwright/test';
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
