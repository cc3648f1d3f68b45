import { findAxeViolations } from './support/axe';
import { expect, test, type Locator, type Page } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';

// Layout polish (issue 24, item 31): what wrapped, crowded or hid a control at 390 and 1440 px.
test.setTimeout(60_000);
const slow = expect.configure({ timeout: 15_000 });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

/** Two elements on one line: their vertical middles within a few pixels. */
async function expectOneLine(items: Locator[]) {
  const middles = await Promise.all(
    items.map(async (l) => (await box(l)).y + (await box(l)).height / 2),
  );
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(6);
}

/** How many lines an element's text takes. */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = [...range.getClientRects()].map((r) => r.top).sort((a, b) => a - b);
    // Inline boxes of one line start within a few pixels of each other.
    return tops.filter((top, i) => i === 0 || top - (tops[i - 1] ?? top) > 6).length;
  });
}

function shot(page: Page, name: string, width: number) {
  return page.screenshot({ path: `test-results/screenshots/layout-${name}-${width}.png` });
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test('with a poll open, the duration stays on one line and Post is reachable', async ({
      page,
    }) => {
      await signInWithToken(page, TOKENS.member);
      await page.goto('/main/public?message=Which%20bird%20is%20it%3F');
      const dialog = page.getByRole('dialog', { name: 'New post' });
      await slow(dialog.getByRole('button', { name: 'Add a poll' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Add a poll' }).click();
      await dialog.getByRole('textbox', { name: 'Option 1' }).fill('Heron');
      await dialog.getByRole('textbox', { name: 'Option 2' }).fill('Egret');
      await dialog.getByRole('button', { name: 'Add an option' }).click();
      await dialog.getByRole('textbox', { name: 'Option 3' }).fill('Bittern');
      await dialog.getByRole('combobox', { name: 'Visibility' }).selectOption('private');
      const amount = dialog.getByRole('spinbutton', { name: 'Poll duration' });
      const unit = dialog.getByRole('combobox', { name: 'Unit of the poll duration' });
      await expectOneLine([amount, unit]);
      // Post shows without scrolling, the text field still in view above it.
      const post = dialog.getByRole('button', { name: 'Post', exact: true });
      await expect(post).toBeInViewport({ ratio: 1 });
      expect(await findAxeViolations(page)).toEqual([]);
      await shot(page, 'poll-modal', width);
    });

    test('the interactions tabs sit on one line', async ({ page }) => {
      await signInWithToken(page, TOKENS.locked);
      await page.goto('/users/wren/interactions');
      const tabs = page.getByRole('tablist', { name: 'Interactions' }).getByRole('tab');
      await slow(tabs.first()).toBeVisible();
      await expectOneLine(await tabs.all());
      for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
      expect(await findAxeViolations(page)).toEqual([]);
      await shot(page, 'interactions-tabs', width);
    });

    test('the user card header leaves the name room beside the admin’s buttons', async ({
      page,
    }) => {
      await signInWithToken(page, TOKENS.admin);
      await page.goto('/remote-users/lichen.example/kit');
      const card = page.getByRole('region', { name: 'Kit Adeyemi' }).first();
      await slow(card.getByRole('button', { name: /^Moderation tools for / })).toBeVisible();
      // Name and @handle each read on one line, however many buttons share the header.
      expect(await lineCount(card.getByRole('heading', { level: 1 }))).toBe(1);
      expect(await lineCount(card.getByText('@kit@lichen.example', { exact: true }))).toBe(1);
      expect(await findAxeViolations(page)).toEqual([]);
      await shot(page, 'user-card-admin', width);
    });

    test('names in notifications are not underlined until hovered or focused', async ({ page }) => {
      await signInWithToken(page, TOKENS.locked);
      await page.goto('/friend-requests');
      if (width < 800) {
        await page
          .getByRole('button', { name: /^Notifications/ })
          .first()
          .click();
      }
      const list =
        width < 800
          ? page.getByRole('dialog', { name: 'Notifications' })
          : page.getByRole('region', { name: /^Notifications/ });
      const item = list.getByRole('listitem').first();
      await slow(item).toBeVisible();
      const link = item.getByRole('link').filter({ hasNotText: /^$/ }).first();
      const decoration = () => link.evaluate((el) => getComputedStyle(el).textDecorationLine);
      expect(await decoration()).toBe('none');
      await link.hover();
      expect(await decoration()).toBe('underline');
      await page.mouse.move(0, 0);
      expect(await findAxeViolations(page)).toEqual([]);
      await shot(page, 'notifications', width);
    });
  });
}
