import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';

// Browser storage that is broken, full or missing must not stop the app.

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(60_000);

const KEYS = [
  'petrel:preferences',
  'drafts',
  'petrel:recent-emoji',
  'petrel:settings-sync',
  'petrel:first-status',
];

test('corrupted stored settings and drafts are ignored, not a crash', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.addInitScript((keys) => {
    keys.forEach((key, i) =>
      window.localStorage.setItem(
        key,
        i % 2 === 0 ? '{not json' : JSON.stringify({ state: { drafts: 7, values: 'x' } }),
      ),
    );
  }, KEYS);
  await page.goto('/main/friends');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible({
    timeout: 20_000,
  });
  const text = page.getByRole('form', { name: 'Compose a post' }).getByRole('textbox', {
    name: 'Post text',
  });
  await text.fill('Still writing');
  await expect(text).toHaveValue('Still writing');
});

test('unavailable storage shows the notice and the timelines still work', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/main/public');
  await expect(page.getByText(/does not let Petrel store data/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
});

test('full storage shows the notice and the timelines still work', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('/main/public');
  await expect(page.getByText(/does not let Petrel store data/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
});
