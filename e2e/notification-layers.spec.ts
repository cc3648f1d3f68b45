import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance } from './support/statuses';

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

// Issue 28: an element faded by opacity (or positioned) is a paint layer of its own, and an
// opacity also an effect that splits the page's paint. The wide layout's third column held two
// per notification (its time and its dismiss button, ~40 in all), and every press in the
// timeline hit-tested and layerized them all again. They are faded by their colour instead.
test('at 1440 px the notifications beside the timeline fade their times and dismiss buttons without layers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const panel = page.getByRole('complementary', { name: 'Notifications' });
  const items = panel.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(items.nth(3)).toBeVisible();
  const dismiss = panel.getByRole('button', { name: 'Dismiss notification' });
  expect(await dismiss.count()).toBeGreaterThan(3);
  // From each time and each dismiss button up to its notification: nothing faded by opacity,
  // and the button is not positioned.
  const layered = await items.evaluateAll((list) =>
    list.flatMap((item) =>
      [...item.querySelectorAll('time, button[aria-label="Dismiss notification"]')].flatMap(
        (start) => {
          const found: string[] = [];
          for (let el: Element | null = start; el && el !== item; el = el.parentElement) {
            const style = getComputedStyle(el);
            if (style.opacity !== '1') found.push(`${el.tagName} opacity ${style.opacity}`);
            if (el.tagName === 'BUTTON' && style.position !== 'static')
              found.push(`${el.tagName} ${style.position}`);
          }
          return found;
        },
      ),
    ),
  );
  expect(layered).toEqual([]);
  // Still faded: the time's text and the cross are drawn at part of the text's colour.
  const alpha = (color: string) => Number(/\/\s*([\d.]+)\)$/.exec(color)?.[1] ?? 1);
  const timeColor = await items
    .first()
    .locator('time')
    .evaluate((el) => getComputedStyle(el).color);
  expect(alpha(timeColor)).toBeCloseTo(0.75);
  const crossColor = await dismiss
    .first()
    .locator('svg')
    .evaluate((el) => getComputedStyle(el).color);
  expect(alpha(crossColor)).toBeCloseTo(0.7);
});
