import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startInstance } from './support/instance';

/**
 * The app's own start (issues 27/28): a repeat visit sets the last visit's theme at once and
 * mounts without waiting for styles.json and the theme file when the same theme is wanted; a
 * different theme is still waited for. `petrel:mount` is start-up letting the app mount (the
 * early script's paint, elsewhere, does not mark it).
 */
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 90_000 });

const mounted = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('petrel:mount').length);
const rootVar = (page: Page, name: string) =>
  page.evaluate((n) => document.documentElement.style.getPropertyValue(n), name);

/** Holds every theme file until `release`; `held` counts those asked for meanwhile. */
async function holdThemeFiles(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { held: 0 };
  await page.route('**/static/themes/**', async (route) => {
    state.held++;
    await released;
    await route.continue();
  });
  return { state, release };
}

async function firstVisit(page: Page): Promise<string> {
  await page.goto('/main/all');
  const feed = page.getByRole('feed', { name: 'Federated timeline' });
  await expect(feed).toHaveAttribute('aria-busy', 'false', { timeout: 45_000 });
  await expect.poll(() => rootVar(page, '--bg'), { timeout: 30_000 }).not.toBe('');
  return rootVar(page, '--bg');
}

test('a repeat visit mounts with the remembered theme while the theme files are held', async ({
  page,
}) => {
  const bg = await firstVisit(page);
  const { state, release } = await holdThemeFiles(page);
  await page.reload();
  await expect.poll(() => state.held, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => mounted(page), { timeout: 45_000 }).toBe(1);
  expect(state.held).toBeGreaterThan(0);
  expect(await rootVar(page, '--bg')).toBe(bg);
  const feed = page.getByRole('feed', { name: 'Federated timeline' });
  await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  release();
});

test('a theme chosen since the last visit is waited for, and then shown', async ({ page }) => {
  const darkBg = await firstVisit(page);
  await page.evaluate(() =>
    window.localStorage.setItem(
      'petrel:preferences',
      JSON.stringify({ state: { values: { theme: 'pleroma-light' } }, version: 0 }),
    ),
  );
  const { state, release } = await holdThemeFiles(page);
  await page.reload();
  await expect.poll(() => state.held, { timeout: 30_000 }).toBeGreaterThan(0);
  // Everything else start-up waits for comes meanwhile; the mount still waits for the theme.
  await page.waitForTimeout(2_000);
  expect(await mounted(page)).toBe(0);
  release();
  await expect.poll(() => mounted(page), { timeout: 45_000 }).toBe(1);
  await expect.poll(() => rootVar(page, '--bg'), { timeout: 30_000 }).not.toBe(darkBg);
});

test('on Mastodon a repeat visit starts, without a theme once the server is known to lack them', async ({
  browser,
}) => {
  const mastodon = await startInstance(['--software', 'mastodon']);
  const context = await browser.newContext({ baseURL: mastodon.url, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const bg: string[] = [];
    for (const visit of [1, 2]) {
      await (visit === 1 ? page.goto('/main/all') : page.reload());
      const feed = page.getByRole('feed', { name: 'Federated timeline' });
      await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 45_000 });
      await expect(feed).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
      expect(await mounted(page)).toBe(1);
      bg.push(await rootVar(page, '--bg'));
    }
    // The first visit, not knowing the server, may read the fake's theme; the second knows
    // Mastodon has no Pleroma files and sets no theme, not even the one the first remembered.
    expect(bg[1]).toBe('');
  } finally {
    await context.close();
    await mastodon.stop();
  }
});
