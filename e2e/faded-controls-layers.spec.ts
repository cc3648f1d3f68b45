import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance } from './support/statuses';

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

/** From each element up to its `stop` ancestor: what is faded by opacity (a paint layer each). */
function opacitiesUpTo(starts: Locator, stop: string): Promise<string[]> {
  return starts.evaluateAll(
    (list, closest) =>
      list.flatMap((start) => {
        const found: string[] = [];
        const end = start.closest(closest);
        for (let el: Element | null = start; el && el !== end; el = el.parentElement) {
          const opacity = getComputedStyle(el).opacity;
          if (opacity !== '1') found.push(`${el.tagName} opacity ${opacity}`);
        }
        return found;
      }),
    stop,
  );
}

const alpha = (color: string) => Number(/\/\s*([\d.]+)\)$/.exec(color)?.[1] ?? 1);

// Issue 28: an element faded by opacity is a paint layer and an effect of its own, which every
// press's hit tests and layerization walk. A private post's Repeat (disabled) was one per such
// post in the timeline, and a follow's account line one per follow in the third column. They
// fade by their colour instead; the repeat icon is one shape, so its faded strokes do not
// darken where they meet.
test('a disabled Repeat fades by its colour, without a layer', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithToken(page, TOKENS.member);
  // Direct messages: none can be repeated, the reader's own included.
  await page.goto('/users/juniper/dms');
  const feed = page.getByRole('feed');
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  const disabled = feed.getByRole('button', { name: /^Repeat/, disabled: true });
  await expect(disabled.first()).toBeAttached();
  expect(await opacitiesUpTo(disabled.locator('svg'), 'article')).toEqual([]);
  const icon = disabled.first().locator('svg');
  expect(alpha(await icon.evaluate((el) => getComputedStyle(el).color))).toBeCloseTo(0.4);
  expect(await icon.evaluate((el) => el.children.length)).toBe(1);
});

test('a follow notification fades its account line by its colour, without a layer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The locked account's follow requests: each with its account line under the name.
  await signInWithToken(page, TOKENS.locked);
  await page.goto('/main/friends');
  const panel = page.getByRole('complementary', { name: 'Notifications' });
  const requests = panel
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: /wants to follow you/ });
  await expect(requests).toHaveCount(3);
  const accts = requests.getByText(/^@\S+$/);
  await expect(accts).toHaveCount(3);
  expect(await opacitiesUpTo(accts, 'li')).toEqual([]);
  expect(alpha(await accts.first().evaluate((el) => getComputedStyle(el).color))).toBeCloseTo(0.75);
});

// The post a notification quotes faded by opacity (a layer each: 17 in the wide layout's third
// column); its text now fades by colour. Pictures in it keep an opacity of their own.
test('the post a notification quotes fades by its colour, without a layer', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const panel = page.getByRole('complementary', { name: 'Notifications' });
  const quoted = panel
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: /Which seed should I sow first/ });
  await expect(quoted.first()).toBeVisible();
  expect(await quoted.count()).toBeGreaterThan(1);
  expect(await opacitiesUpTo(quoted, 'li')).toEqual([]);
  const text = quoted.first().getByText(/Which seed/);
  expect(alpha(await text.evaluate((el) => getComputedStyle(el).color))).toBeCloseTo(0.85);
});

// "Up to date" is disabled on a timeline's heading most of the time: base.css's opacity made
// it a layer on every timeline page.
test('the disabled "Up to date" button fades by its colours, without a layer', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(page.getByRole('feed')).toHaveAttribute('aria-busy', 'false');
  const button = page.getByRole('button', { name: 'Up to date' });
  await expect(button).toBeDisabled();
  expect(await opacitiesUpTo(button, 'main')).toEqual([]);
  const look = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.color, style.backgroundColor, style.borderTopColor];
  });
  for (const color of look) expect(alpha(color)).toBeCloseTo(0.5);
});

// A visitor's Repeat link drew lucide's four paths while the signed-in Repeat button draws one:
// one icon for both (the four overlapped where each arrow's head meets its line).
test('a visitor sees the same one-shape Repeat icon as a signed-in reader', async ({ page }) => {
  await page.goto('/main/all');
  const feed = page.getByRole('feed');
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  const links = feed.getByRole('link', { name: /^Repeat from your own instance/ });
  await expect(links.first()).toBeVisible();
  const shapes = await links
    .locator('svg')
    .evaluateAll((icons) => icons.map((icon) => icon.children.length));
  expect(shapes.length).toBeGreaterThan(0);
  expect(new Set(shapes)).toEqual(new Set([1]));
});
