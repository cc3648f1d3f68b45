import { expect, test } from './support/refuseWorker';
import { startSoftwareInstance, type RunningInstance } from './support/instance';

// Only the Pleroma family has the captcha call: on Mastodon the registration form asked it
// anyway (a 404 before the form, and again after each refused attempt).

let server: RunningInstance;
test.beforeAll(async () => {
  server = await startSoftwareInstance('mastodon');
});
test.afterAll(async () => {
  await server?.stop();
});

test('registration on Mastodon asks for no captcha and offers the form', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('captcha')) asked.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/registration`);
  const form = page.getByRole('main');
  await expect(form.getByRole('textbox', { name: 'Username' })).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  await expect(form.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
  expect(asked).toEqual([]);
});
