import type { Page } from '@playwright/test';
import { expect, test } from './support/refuseWorker';
import { accountId, storeAccounts } from './support/accountsSeed';
import { startInstance, type RunningInstance } from './support/instance';

// Screenshots of the standalone sign-in and the account switcher for people to look at; they
// assert only that each rendered.
// One worker runs this file's tests, so the instances below start once, not once per half
// of the file (fullyParallel splits a file with beforeAll hooks across both workers).
test.describe.configure({ mode: 'default' });
let client: RunningInstance;
let instanceA: RunningInstance;
let instanceB: RunningInstance;

test.beforeAll(async () => {
  // One after the other: three starting at once can miss the start-up wait on a busy machine.
  client = await startInstance(['--static-only']);
  instanceA = await startInstance([]);
  instanceB = await startInstance(['--seed', 'harbour', '--title', 'Harbour']);
});
test.afterAll(async () => {
  await Promise.all([client?.stop(), instanceA?.stop(), instanceB?.stop()]);
});

async function shot(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `test-results/screenshots/accounts-${name}-${width}.png` });
}

for (const width of [390, 1440]) {
  test.describe(`standalone and accounts at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test('instance sign-in with an error', async ({ page }) => {
      await page.goto(`${client.url}/login`);
      const field = page.getByRole('main').getByRole('textbox', { name: 'Your instance' });
      await field.fill(new URL(client.url).host);
      await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      await shot(page, 'instance-error', width);
    });

    test('account switcher', async ({ page }) => {
      await storeAccounts(page, [
        {
          url: instanceA.url,
          id: await accountId(page, instanceA, 'demo-token-juniper'),
          username: 'juniper',
          token: 'demo-token-juniper',
        },
        {
          url: instanceB.url,
          id: await accountId(page, instanceB, 'demo-token-bram'),
          username: 'bram',
          token: 'demo-token-bram',
        },
      ]);
      await page.goto(`${client.url}/main/friends`);
      if (width < 800) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: /^Switch to .* @juniper@/ })).toBeVisible();
      await shot(page, 'switcher', width);
      await page.goto(`${client.url}/login?add=1`);
      await expect(page.getByRole('heading', { name: 'Add an account' })).toBeVisible();
      await shot(page, 'add', width);
    });
  });
}
