import { expect, test, type Page } from './support/fixtures';
import { findAxeViolations } from './support/axe';

async function useTheme(page: Page, theme: string) {
  await page.route('**/api/pleroma/frontend_configurations', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { pleroma_fe?: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, pleroma_fe: { ...body.pleroma_fe, theme } } });
  });
}

const luminance = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body)
      .backgroundColor.match(/\d+/g)!
      .map(Number) as [number, number, number];
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });

for (const width of [390, 1440]) {
  test.describe(`themes at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test('the default dark theme has no axe violations', async ({ page }) => {
      await page.goto('/main/all');
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
      expect(await luminance(page)).toBeLessThan(0.2);
      expect(await findAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/theme-dark-${width}.png` });
    });

    test('the light theme applies from the instance configuration without axe violations', async ({
      page,
    }) => {
      await useTheme(page, 'pleroma-light');
      await page.goto('/main/all');
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
      expect(await luminance(page)).toBeGreaterThan(0.8);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
      ).toBe('light');
      expect(await findAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/theme-light-${width}.png` });
    });
  });
}

test('an unknown theme falls back to the default and the app still starts', async ({ page }) => {
  await useTheme(page, 'no-such-theme');
  await page.goto('/main/all');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  expect(await luminance(page)).toBeLessThan(0.2);
});
