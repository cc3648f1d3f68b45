import { expect, test, type Page } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';

// A setting that changes nothing is a defect. The conversation tree's own settings (where the
// other replies' button goes, advanced navigation, fading, the deepest level) were offered with
// the linear display too, where no tree is drawn. They come with the tree.

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tablist', { name: 'Settings areas' })).toBeVisible();
  return dialog;
}

// One settings modal for both: the format step only reads, so the tree's step starts as if fresh.
test("the default post format is offered; the tree's settings come only with the tree display", async ({
  page,
}) => {
  // Each step keeps the time a test of its own had.
  test.setTimeout(2 * 30_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/public');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const dialog = await openSettings(page);

  await test.step('the default post format is offered where the server has more than plain text', async () => {
    const format = dialog.getByRole('combobox', { name: 'Default post format' });
    await expect(format).toBeVisible();
    expect(await format.getByRole('option').count()).toBeGreaterThan(1);
  });

  await test.step("the tree's settings are offered only with the tree display", async () => {
    await dialog.getByRole('checkbox', { name: 'Show advanced settings' }).check();
    const display = dialog.getByRole('combobox', { name: 'Conversation display' });
    const treeOnly = [
      dialog.getByRole('combobox', { name: 'Show other replies' }),
      dialog.getByRole('checkbox', { name: 'Advanced tree navigation' }),
      dialog.getByRole('checkbox', { name: 'Fade the posts above the one in focus' }),
      dialog.getByRole('spinbutton', { name: 'Deepest reply level shown in a tree' }),
    ];
    await expect(display).toHaveValue('linear');
    for (const control of treeOnly) await expect(control).toHaveCount(0);
    await display.selectOption('tree');
    for (const control of treeOnly) await expect(control).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await treeOnly[0]!.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/settings-tree-only-${width}.png` });
    }
    await display.selectOption('linear');
    for (const control of treeOnly) await expect(control).toHaveCount(0);
  });
});
