import { expect, test } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { signInWithToken, TOKENS } from './support/session';
import { setPreferences } from './support/stream';

/** Issue 3, item 3: the layout's columns, panels, drawer gestures and the floating button. */

test.describe('wide and normal layouts', () => {
  test('at 1440 px a signed-in user gets the notifications column; at 1100 px it joins the sidebar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/public');
    const column = page.getByRole('complementary', { name: 'Notifications' });
    await expect(column.getByRole('region', { name: 'Notifications' })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
    // The column sits to the right of the main column.
    const mainBox = await page.getByRole('main').boundingBox();
    const columnBox = await column.boundingBox();
    expect(columnBox?.x ?? 0).toBeGreaterThanOrEqual((mainBox?.x ?? 0) + (mainBox?.width ?? 0));
    expect(await findAxeViolations(page)).toEqual([]);

    // Below 1280 px the layout is normal: no third column, the panel moves into the sidebar.
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(column).toHaveCount(0);
    await expect(sidebar.getByRole('region', { name: 'Notifications' })).toBeVisible();
  });

  test('with the third column set to none the layout stays normal at 1440 px', async ({ page }) => {
    await setPreferences(page, { thirdColumnMode: 'none' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/public');
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Notifications' })).toHaveCount(0);
  });

  test('visitors get the features panel; signed-in users get who to follow instead', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/main/all');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const features = sidebar.getByRole('region', { name: 'Features' });
    await expect(features).toBeVisible();
    await expect(features).toContainText('5,000');
    await expect(sidebar.getByRole('region', { name: 'Who to follow' })).toHaveCount(0);

    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/public');
    await expect(sidebar.getByRole('region', { name: 'Who to follow' })).toBeVisible();
    await expect(sidebar.getByRole('region', { name: 'Features' })).toHaveCount(0);
    await expect(sidebar.getByRole('region', { name: 'Your account' })).toContainText('@juniper');
  });
});

test.describe('mobile layout at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // One visitor's timeline: the drawer is swiped shut before the bar's tap is tried.
  test('a swipe to the left closes the side drawer; a tap on the nav bar goes back to the top', async ({
    page,
  }) => {
    // Each step keeps the time a test of its own had.
    test.setTimeout(2 * 30_000);
    await page.goto('/main/all');

    await test.step('a swipe to the left closes the side drawer', async () => {
      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      const swipe = (from: number, to: number) =>
        drawer.evaluate(
          (el, { a, b }) => {
            const touch = (x: number) =>
              new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
            el.dispatchEvent(
              new TouchEvent('touchstart', {
                bubbles: true,
                touches: [touch(a)],
                changedTouches: [touch(a)],
              }),
            );
            el.dispatchEvent(
              new TouchEvent('touchend', {
                bubbles: true,
                touches: [],
                changedTouches: [touch(b)],
              }),
            );
          },
          { a: from, b: to },
        );
      // A swipe to the right, or a short one, leaves it open.
      await swipe(100, 250);
      await swipe(200, 190);
      await expect(drawer).toBeVisible();
      await swipe(300, 100);
      await expect(drawer).toBeHidden();
    });

    await test.step('the nav bar shows the site name, and a tap on the bar goes back to the top', async () => {
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
      const bar = page.getByRole('banner');
      await expect(bar.getByRole('link', { name: 'Petrel Demo' })).toBeVisible();
      await expect(page.getByRole('feed')).toHaveAttribute('aria-busy', 'false');
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const entries = await page.evaluate(() => history.length);
      // An empty spot of the bar: its right end (a visitor has no bell), not a link.
      const box = await bar.boundingBox();
      await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) - 8, (box?.y ?? 0) + 4);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => history.length)).toBe(entries);
    });
  });

  test('the floating new-post button hides on scroll down with autohide, and for a likely keyboard', async ({
    page,
  }) => {
    await setPreferences(page, { autohideFloatingPostButton: true });
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/public');
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    const button = page.getByRole('button', { name: 'New post', exact: true });
    await expect(button).toBeVisible();
    await page.mouse.wheel(0, 800);
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, -300);
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByRole('dialog', { name: 'New post' })).toBeVisible();
    await page.keyboard.press('Escape');
    // 440x540: under 450 wide and 560 high, an on-screen keyboard is likely open.
    await page.setViewportSize({ width: 440, height: 540 });
    await expect(button).toBeHidden();
  });
});
