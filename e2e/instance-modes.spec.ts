import { expect, test, type Page } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { startInstance, type RunningInstance } from './support/instance';
import { signInWithToken, TOKENS } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });

function timelinesGroup(page: Page) {
  return page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('navigation', { name: 'Navigation' });
}

test.describe('an instance without bubble instances', () => {
  let instance: RunningInstance;
  test.beforeAll(async () => {
    instance = await startInstance(['--bubble', '']);
  });
  test.afterAll(async () => instance?.stop());

  test('offers no bubble timeline to visitors or members', async ({ page }) => {
    await page.goto(`${instance.url}/main/all`);
    const nav = timelinesGroup(page);
    await expect(nav.getByRole('link', { name: 'Federated', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Local', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Bubble', exact: true })).toHaveCount(0);
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${instance.url}/main/public`);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Bubble', exact: true })).toHaveCount(0);
  });

  test('says at /main/bubble that there is no bubble, to visitors and members', async ({
    page,
  }) => {
    const noBubble = page.getByText('This instance has no bubble timeline.');
    await page.goto(`${instance.url}/main/bubble`);
    await expect(noBubble).toBeVisible();
    await expect(page.getByText(/members only/)).toHaveCount(0);
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${instance.url}/main/bubble`);
    await expect(noBubble).toBeVisible();
    await expect(page.getByRole('feed')).toHaveCount(0);
  });
});

test.describe('an instance that keeps the federated timeline from visitors', () => {
  let instance: RunningInstance;
  test.beforeAll(async () => {
    instance = await startInstance(['--restrict', 'federated']);
  });
  test.afterAll(async () => instance?.stop());

  test('hides that timeline from visitors only', async ({ page }) => {
    await page.goto(`${instance.url}/main/public`);
    const nav = timelinesGroup(page);
    await expect(nav.getByRole('link', { name: 'Local', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Bubble', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Federated', exact: true })).toHaveCount(0);
    await page.goto(`${instance.url}/main/all`);
    await expect(
      page.getByText('This instance shows this timeline to its members only.'),
    ).toBeVisible();
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${instance.url}/main/all`);
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  });
});

test.describe('a private instance', () => {
  let instance: RunningInstance;
  test.beforeAll(async () => {
    instance = await startInstance(['--private']);
  });
  test.afterAll(async () => instance?.stop());

  test('hides timelines and search from visitors and lands them on sign-in', async ({ page }) => {
    await page.goto(`${instance.url}/`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = timelinesGroup(page);
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Timelines' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search' })).toHaveCount(0);
    expect(await findAxeViolations(page)).toEqual([]);
  });

  test('shows members everything', async ({ page }) => {
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${instance.url}/`);
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(
      timelinesGroup(page).getByRole('link', { name: 'Federated', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  });

  test('the mobile drawer has no timelines entry for visitors', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${instance.url}/about`);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Timelines' })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Search' })).toHaveCount(0);
  });
});
