import { findAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// A profile never opened before has nothing saved to stand in while the server is down: the
// page says it could not be loaded and offers to try again, which works once the server is
// back. A profile that does not exist offers no retry.
test('a profile that failed for want of the server loads with Try again', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await request.post('/__control/reset');
  await request.post('/__control/drop', { data: { path: '/api/v1/accounts', count: 50 } });
  await page.goto('/users/amara');
  const failed = page.getByRole('alert').filter({ hasText: 'The profile could not be loaded.' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  const retry = failed.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  expect(await findAxeViolations(page)).toEqual([]);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`profile-retry-${width}.png`) });
  }

  // The server is back.
  await request.post('/__control/reset');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Amara', {
    timeout: 30_000,
  });
  await expect(failed).toHaveCount(0);
});

test('a profile that does not exist offers no retry', async ({ page }) => {
  await page.goto('/users/nobody-here-at-all');
  const missing = page.getByRole('alert');
  await expect(missing).toBeVisible({ timeout: 30_000 });
  await expect(missing.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
