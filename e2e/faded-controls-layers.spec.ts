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
