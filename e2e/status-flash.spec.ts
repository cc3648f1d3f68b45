import { expect, test } from './support/fixtures';
import { TOKENS } from './support/session';
import { resetInstance, statusArticle, statusIdByText } from './support/statuses';

const FLASH_POST = 'harbour lights, made in Flash';

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

test('a Flash attachment plays in Ruffle, fetched only when opened', async ({ page, request }) => {
  // Ruffle compiles a few MB of WebAssembly first, slow on a busy machine.
  test.setTimeout(120_000);
  const ruffleRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/static/ruffle/')) ruffleRequests.push(r.url());
  });
  const id = await statusIdByText(request, FLASH_POST, TOKENS.member);
  await page.goto(`/notice/${id}`);
  const gallery = statusArticle(page, FLASH_POST).getByRole('group', { name: 'Attachments' });
  await gallery.getByRole('button').first().click();
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });

  // Closed: the warnings and a play button; Ruffle not fetched yet.
  await expect(viewer).toContainText('Click to show Flash content using Ruffle');
  await expect(viewer).toContainText('Flash content is still arbitrary code');
  expect(ruffleRequests).toEqual([]);

  await viewer.getByRole('button', { name: 'Play Flash content' }).click();
  // Open: Ruffle's player element is on the stage and the stop button replaces play.
  await expect(viewer.getByRole('button', { name: 'Stop Flash content' })).toBeVisible({
    timeout: 90_000,
  });
  expect(ruffleRequests.some((u) => u.endsWith('/static/ruffle/ruffle.js'))).toBe(true);
  await expect(viewer.locator('ruffle-player')).toHaveCount(1);
  await expect(viewer).not.toContainText('Failed to load flash content');

  // Closed again: the player is removed.
  await viewer.getByRole('button', { name: 'Stop Flash content' }).click();
  await expect(viewer.getByRole('button', { name: 'Play Flash content' })).toBeVisible();
  await expect(viewer.locator('ruffle-player')).toHaveCount(0);
});

test('a Flash player that cannot load shows the failure text', async ({ page, request }) => {
  await page.route('**/static/ruffle/**', (route) => route.fulfill({ status: 404, body: '' }));
  const id = await statusIdByText(request, FLASH_POST, TOKENS.member);
  await page.goto(`/notice/${id}`);
  await statusArticle(page, FLASH_POST)
    .getByRole('group', { name: 'Attachments' })
    .getByRole('button')
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  await viewer.getByRole('button', { name: 'Play Flash content' }).click();
  await expect(viewer.getByRole('alert')).toHaveText(
    'Failed to load flash content, see console for details.',
  );
  await expect(viewer.getByRole('button', { name: 'Stop Flash content' })).toHaveCount(0);
});
