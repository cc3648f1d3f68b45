import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { signInWithToken, TOKENS } from './support/session';
import { setPreferences } from './support/stream';

test.use({ viewport: { width: 1440, height: 900 } });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tablist', { name: 'Settings areas' })).toBeVisible();
  return dialog;
}

const luminance = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body)
      .backgroundColor.match(/\d+/g)!
      .map(Number) as [number, number, number];
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });

const columnWidth = (page: Page) =>
  page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().width ?? 0);

test('three preferences apply at once and survive a reload', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/public');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const narrow = await columnWidth(page);
  expect(await luminance(page)).toBeLessThan(0.2);
  await expect(page.getByRole('button', { name: 'New post', exact: true })).toHaveCount(0);

  const dialog = await openSettings(page);
  expect(await findAxeViolations(page)).toEqual([]);
  await dialog.getByRole('combobox', { name: 'Third column on wide screens' }).selectOption('none');
  await dialog.getByRole('combobox', { name: 'Timeline width' }).selectOption('full');
  await dialog.getByRole('checkbox', { name: 'Always show the floating new post button' }).check();
  await dialog.getByRole('tab', { name: 'Theme' }).click();
  await dialog.getByRole('combobox', { name: 'Theme' }).selectOption('pleroma-light');
  await expect.poll(() => luminance(page)).toBeGreaterThan(0.8);
  expect(await findAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close Settings' }).click();

  await expect.poll(() => columnWidth(page)).toBeGreaterThan(narrow + 200);
  await expect(page.getByRole('button', { name: 'New post', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect.poll(() => luminance(page)).toBeGreaterThan(0.8);
  expect(await columnWidth(page)).toBeGreaterThan(narrow + 200);
  await expect(page.getByRole('button', { name: 'New post', exact: true })).toBeVisible();
  const again = await openSettings(page);
  await expect(again.getByRole('combobox', { name: 'Timeline width' })).toHaveValue('full');
});

test('a settings backup restores the exported values; a [2,0] file changes nothing', async ({
  page,
}, testInfo) => {
  await page.goto('/main/all');
  const dialog = await openSettings(page);
  const nsfw = dialog.getByRole('checkbox', { name: 'Hide sensitive media' });
  await expect(nsfw).toBeChecked();
  await nsfw.uncheck();
  await dialog.getByRole('combobox', { name: 'Conversation display' }).selectOption('tree');
  await dialog.getByRole('tab', { name: 'Filtering' }).click();
  await dialog.getByRole('textbox', { name: 'Muted words' }).fill('gulls\nstorm petrel');
  await dialog.getByRole('tab', { name: 'General' }).click();

  await dialog.getByRole('button', { name: 'Backup and restore' }).click();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Back up settings with theme' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^petrel-settings-with-theme-.*\.json$/);
  const backup = testInfo.outputPath('backup.json');
  await download.saveAs(backup);
  const saved = JSON.parse(await readFile(backup, 'utf8')) as Record<string, unknown>;
  expect(saved).toMatchObject({
    _pleroma_settings_version: [1, 0],
    hideNsfw: false,
    conversationDisplay: 'tree',
    muteWords: ['gulls', 'storm petrel'],
  });

  // Change everything back, then restore.
  await nsfw.check();
  await dialog.getByRole('combobox', { name: 'Conversation display' }).selectOption('linear');
  const restore = async (file: string) => {
    await dialog.getByRole('button', { name: 'Backup and restore' }).click();
    const choosing = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Restore settings' }).click();
    await (await choosing).setFiles(file);
  };
  await restore(backup);
  await expect(
    dialog.getByRole('status').getByText('Settings restored from the file'),
  ).toBeVisible();
  await expect(nsfw).not.toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Conversation display' })).toHaveValue('tree');

  const tooNew = testInfo.outputPath('too-new.json');
  await writeFile(
    tooNew,
    JSON.stringify({ ...saved, _pleroma_settings_version: [2, 0], hideNsfw: true }),
  );
  await restore(tooNew);
  await expect(
    dialog.getByText('This settings file comes from a newer version and cannot be read.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(nsfw).not.toBeChecked();
  await dialog.getByRole('tab', { name: 'Filtering' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Muted words' })).toHaveValue(
    'gulls\nstorm petrel',
  );
  expect(await findAxeViolations(page)).toEqual([]);
});

test('the modal minimizes with peek, restores and closes', async ({ page }) => {
  await page.goto('/main/all');
  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: 'Minimize Settings' }).click();
  await expect(dialog.getByRole('tablist')).toBeHidden();
  await dialog.getByRole('button', { name: 'Restore Settings' }).click();
  await expect(dialog.getByRole('tablist')).toBeVisible();
  // Arrow keys move between tabs.
  await dialog.getByRole('tab', { name: 'General' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('tab', { name: 'Filtering' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

for (const virtualScrolling of [true, false]) {
  test(`with virtual scrolling ${virtualScrolling ? 'on' : 'off'}, far rows ${virtualScrolling ? 'drop' : 'keep'} their content`, async ({
    page,
  }) => {
    await setPreferences(page, { virtualScrolling });
    await page.goto('/main/all');
    const feed = page.getByRole('feed');
    const first = feed.getByRole('article').first();
    await expect(first).toBeVisible();
    const id = await first.getAttribute('data-status-id');
    // The first screen's rows come before the rest: scroll once the feed holds them all.
    await expect(feed).toHaveAttribute('aria-busy', 'false');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const top = feed.locator(`article[data-status-id="${id}"]`);
    if (virtualScrolling) await expect(top).toHaveCount(0);
    else {
      await page.waitForTimeout(1500);
      await expect(top).toHaveCount(1);
    }
  });
}
