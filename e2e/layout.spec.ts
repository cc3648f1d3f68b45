import { expect, test, type Page } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { signInWithToken, TOKENS } from './support/session';

async function tallPageScrolledDown(page: Page) {
  await page.goto('/main/all');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  // Keep the document tall across navigations so a kept scroll position is measurable.
  await page.evaluate(() => {
    document.body.style.minHeight = '6000px';
    window.scrollTo(0, 1200);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
}

test.describe('scroll on navigation', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // One page for both: each step loads the timeline again and scrolls it down itself.
  test('goes to the top for ordinary routes, keeps the position when a conversation opens', async ({
    page,
  }) => {
    // Each step keeps the time a test of its own had.
    test.setTimeout(2 * 30_000);
    await test.step('goes to the top for ordinary routes', async () => {
      await tallPageScrolledDown(page);
      await page
        .getByRole('navigation', { name: 'Navigation' })
        .getByRole('link', { name: 'About' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    await test.step('keeps the position when a conversation opens', async () => {
      await tallPageScrolledDown(page);
      const before = await page.evaluate(() => window.scrollY);
      const timeLink = page
        .getByRole('feed')
        .getByRole('article')
        .first()
        .locator('a[href^="/notice/"]')
        .first();
      const href = (await timeLink.getAttribute('href')) ?? '';
      // The conversation places its highlighted post by scrolling (from the cache at once, again
      // when the thread comes, issue 28), so the position itself moves; what must not happen is the
      // router's reset to the top. Record every scrollTo the page makes.
      await page.evaluate(() => {
        const w = window as Window & { scrollTos?: string[] };
        w.scrollTos = [];
        const original = window.scrollTo.bind(window);
        window.scrollTo = ((...args: unknown[]) => {
          w.scrollTos?.push(JSON.stringify(args));
          (original as (...a: unknown[]) => void)(...args);
        }) as typeof window.scrollTo;
      });
      expect(before).toBeGreaterThan(1000);
      // A dispatched click: Playwright would scroll the link into view first.
      await timeLink.dispatchEvent('click');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();
      const highlighted = page.locator(`[data-thread-id="${href.split('/').pop()}"] article`);
      await expect(highlighted).toBeInViewport();
      const calls = await page.evaluate(
        () => (window as Window & { scrollTos?: string[] }).scrollTos ?? [],
      );
      expect(calls).not.toContain('[0,0]');
    });
  });

  test('keeps the position between the views of a profile', async ({ page }) => {
    await page.goto('/juniper');
    const views = page.getByRole('navigation', { name: 'Profile views' });
    await expect(views).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = '6000px';
      window.scrollTo(0, 1200);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const before = await page.evaluate(() => window.scrollY);
    // A dispatched click: Playwright would scroll the link into view first.
    await views.getByRole('link', { name: 'Media' }).dispatchEvent('click');
    await expect(page).toHaveURL(/#media$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test.describe('mobile layout at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // One cold load of the signed-out timeline for the shell's checks, in the order a reader
  // meets them: the page as loaded, the drawer, then a drawer link that leaves the page.
  test('the mobile shell: no axe violations, a nav bar and drawer, drawer links navigate', async ({
    page,
  }) => {
    // Each step keeps the time a test of its own had.
    test.setTimeout(3 * 30_000);
    await page.goto('/main/all');
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    await test.step('no axe violations on the mobile shell', async () => {
      expect(await findAxeViolations(page)).toEqual([]);
    });

    await test.step('shows the nav bar and a drawer instead of the sidebar', async () => {
      await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'About' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Search' })).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Moderation' })).toHaveCount(0);
      expect(await findAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
    });

    await test.step('a drawer link navigates and closes the drawer', async () => {
      await menu.click();
      await drawer.getByRole('link', { name: 'About' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
      await expect(drawer).toBeHidden();
    });
  });

  test('staff see moderation and administration in the drawer', async ({ page }) => {
    await signInWithToken(page, TOKENS.admin);
    await page.goto('/main/public');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Moderation' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Administration/ })).toHaveAttribute(
      'href',
      '/pleroma/admin/#/login-pleroma',
    );
    await expect(drawer.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  });
});

test.describe('desktop layout at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // One cold load of the signed-out timeline: the search step comes last, as it leaves the page.
  test('the desktop shell: sidebar and nav, the settings modal on first use, the search bar', async ({
    page,
  }) => {
    // Each step keeps the time a test of its own had.
    test.setTimeout(3 * 30_000);
    await page.goto('/main/all');

    await test.step('shows the sidebar with the timelines group and the desktop nav', async () => {
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await expect(sidebar).toBeVisible();
      const nav = sidebar.getByRole('navigation', { name: 'Navigation' });
      for (const name of ['Local', 'Bubble', 'Federated', 'About']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
      const group = nav.getByRole('button', { name: 'Timelines' });
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Local', exact: true })).toBeHidden();
    });

    await test.step('the settings modal loads on first use and can be minimized and closed', async () => {
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('tab', { name: 'General' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Minimize Settings' }).click();
      await expect(dialog.getByRole('button', { name: 'Restore Settings' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close Settings' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the search bar expands and goes to search with the query', async () => {
      await page.getByRole('button', { name: 'Search' }).click();
      const box = page.getByRole('searchbox', { name: 'Search' });
      await expect(box).toBeFocused();
      await box.press('Enter');
      await expect(page).toHaveURL(/\/main\/all$/);
      await box.fill('sea birds');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?query=sea%20birds$/);
    });
  });

  test('signed-in members get home, messages and bookmarks but no staff links', async ({
    page,
  }) => {
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/public');
    const nav = page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('navigation', { name: 'Navigation' });
    for (const name of ['Home', 'Direct messages', 'Bookmarks', 'Lists', 'Interactions']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /^Announcements/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Follow requests' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Moderation' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Administration/ })).toHaveCount(0);
  });

  test('a locked account gets follow requests; a moderator gets moderation only', async ({
    page,
  }) => {
    await signInWithToken(page, TOKENS.locked);
    await page.goto('/main/public');
    await expect(page.getByRole('link', { name: /^Follow requests/ })).toBeVisible();
    await signInWithToken(page, TOKENS.moderator);
    await page.goto('/main/public');
    await expect(page.getByRole('button', { name: 'Moderation' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Administration/ })).toHaveCount(0);
  });

  test('a chunk that fails to load says so and can be retried', async ({ page }) => {
    await page.goto('/main/all');
    // Every request fails until the retry (a modulepreload link asks for it before import()).
    let failing = true;
    await page.route(/SettingsModal-.*\.js$/, (route) =>
      failing ? route.fulfill({ status: 404, body: 'missing' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog.getByRole('alert')).toContainText('Loading chunk settings failed.');
    failing = false;
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('tab', { name: 'General' })).toBeVisible();
  });

  test('no axe violations on the desktop shell, signed out and signed in', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    expect(await findAxeViolations(page)).toEqual([]);
    await signInWithToken(page, TOKENS.admin);
    await page.goto('/main/public');
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    expect(await findAxeViolations(page)).toEqual([]);
  });
});
