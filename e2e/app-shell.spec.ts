import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from '../bench/browser';
import { findAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { startInstance } from './support/instance';
import { makeNextBuild } from './support/nextBuild';
import { signInWithToken, TOKENS } from './support/session';

// The service worker itself is what these tests are about.
test.use({ serviceWorker: 'install' });

// Issue 27, items 1-2: the service worker keeps the built client, a new build is offered, not
// forced, and Chromium finds the app installable.

/** The worker has installed (the build is in its cache) and controls the page. */
async function shellCached(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
}

test('after one visit, a reload offline still starts the client from the cache', async ({
  page,
  context,
}) => {
  await page.goto('/main/all');
  await expect(page.getByRole('article').first()).toBeVisible();
  await shellCached(page);
  await context.setOffline(true);
  try {
    await page.reload();
    // The shell and its frame start; the server's data fails as it does on a lost connection.
    await expect(page.getByRole('heading', { name: 'Federated timeline' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByText('Failed to connect to server, try again')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the worker caches the built client and nothing the server answers', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(page.getByRole('article').first()).toBeVisible();
  await shellCached(page);
  // Move around so the worker sees API calls, a navigation and lazy chunks.
  await page.goto('/notifications');
  await expect(page.getByRole('heading').first()).toBeVisible();
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        paths.push(new URL(request.url).pathname);
        if (request.headers.has('authorization')) paths.push('AUTHORIZATION');
      }
    }
    return paths;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((p) => p.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((p) => !/^\/(index\.html$|assets\/)/.test(p))).toEqual([]);
});

test('a new build served to an open tab shows the update notice; its reload takes the new build', async ({
  page,
  context,
  request,
}, testInfo) => {
  const next = makeNextBuild(`next-${testInfo.workerIndex}`);
  await page.goto('/main/all');
  await expect(page.getByRole('article').first()).toBeVisible();
  await shellCached(page);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  const served = await request.post('/__control/client', { data: { dist: next } });
  expect(served.ok()).toBe(true);
  try {
    // Coming back online is one of the moments an open tab asks for a new build.
    await context.setOffline(true);
    await context.setOffline(false);
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'A new version of Petrel is ready.' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    // Someone typing is left alone: the page stays the same document until they choose.
    await page.getByRole('textbox', { name: 'Username' }).fill('someone');
    await page.waitForTimeout(1500);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('someone');
    await expect(
      page.locator('meta[name="petrel-build"]'),
      'still the first build before Reload',
    ).toHaveCount(0);
    expect(await findAxeViolations(page)).toEqual([]);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: testInfo.outputPath(`update-notice-${width}.png`) });
    }

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="petrel-build"]')).toHaveAttribute('content', 'next', {
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { name: 'Federated timeline' })).toBeVisible();
    await expect(page.getByText('A new version of Petrel is ready.')).toHaveCount(0);
  } finally {
    await request.post('/__control/client', { data: {} });
    rmSync(next, { recursive: true, force: true });
  }
});

test('a manifest Chromium reads while the page starts never outlives the instance’s', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Chromium keeps the answer of a manifest fetch still running when the page names another
  // manifest, until the next change. Its own fetch at load (install checks) did that to the
  // instance's manifest: here the browser asks at once and the old answer comes slowly.
  await page.route('**/static/petrel.webmanifest', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  const read = async () => {
    const answer = (await cdp.send('Page.getAppManifest', {})) as { data?: string };
    return JSON.parse(answer.data || '{}') as { name?: string };
  };
  await page.goto('/main/all', { waitUntil: 'commit' });
  const early = read();
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await early;
  await expect.poll(async () => (await read()).name, { timeout: 10_000 }).toBe('Petrel Demo');
});

test('Chromium finds Petrel installable, named after the instance in the theme’s colours', async ({
  request,
}) => {
  // Under the policy `npm start` sends, which deployments are told to copy (docs/security.md).
  const instance = await startInstance(['--csp']);
  const baseURL = instance.url;
  const fixed = await request.get(`${baseURL}/static/petrel.webmanifest`);
  expect(fixed.ok()).toBe(true);
  const manifest = (await fixed.json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', name: 'Petrel' });

  // A profile on disk: Chromium never offers to install from an incognito-like context.
  const profile = mkdtempSync(join(tmpdir(), 'petrel-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${baseURL}/main/all`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await shellCached(page);
    const cdp = await context.newCDPSession(page);
    const theme = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return {
        theme_color: style.getPropertyValue('--bg-faint').trim(),
        background_color: style.getPropertyValue('--bg').trim(),
      };
    });
    const read = async () => {
      const answer = (await cdp.send('Page.getAppManifest', {})) as {
        errors: unknown[];
        data?: string;
      };
      return { errors: answer.errors, data: JSON.parse(answer.data ?? '{}') as unknown };
    };
    await expect
      .poll(async () => (await read()).data)
      .toMatchObject({
        name: 'Petrel Demo',
        short_name: 'Petrel Demo',
        display: 'standalone',
        ...theme,
      });
    const { errors, data } = await read();
    expect(errors).toEqual([]);
    const icons = (data as { icons: Array<{ sizes: string; purpose: string }> }).icons;
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      theme.theme_color,
    );
    expect(violations).toEqual([]);
  } finally {
    await instance.stop();
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
