import { expect, test } from './support/fixtures';
import { sidebarForm } from './support/composer';
import { signInWithToken, TOKENS } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/public');
});

test('emoji autocomplete suggests at most 5 and inserts at the caret; Escape hides it', async ({
  page,
}) => {
  const text = sidebarForm(page).getByRole('textbox', { name: 'Post text' });
  await text.pressSequentially('Waves :petr');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option', { name: ':petrel_wave:' })).toBeVisible();
  await text.press('Enter');
  await expect(text).toHaveValue('Waves :petrel_wave: ');
  await text.pressSequentially(':s');
  await expect(list.getByRole('option')).toHaveCount(5);
  await text.press('Escape');
  await expect(list).toHaveCount(0);
});

test('mention autocomplete lists accounts from search', async ({ page }) => {
  const text = sidebarForm(page).getByRole('textbox', { name: 'Post text' });
  await text.pressSequentially('hi @mari');
  const option = page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option', { name: /@marisol/ });
  await option.click();
  await expect(text).toHaveValue('hi @marisol ');
});

test('the picker inserts at the caret and closes on input', async ({ page }) => {
  const form = sidebarForm(page);
  const text = form.getByRole('textbox', { name: 'Post text' });
  await text.fill('before after');
  await text.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(6, 6));
  await form.getByRole('button', { name: 'Emoji' }).click();
  const picker = page.getByRole('dialog', { name: 'Emoji' });
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('petrel');
  await picker.getByRole('button', { name: 'Insert :petrel_wave:' }).click();
  await expect(text).toHaveValue('before :petrel_wave: after');
  await text.press('End');
  await text.pressSequentially('!');
  await expect(picker).toHaveCount(0);
});

test('a sticker from the picker is attached as media', async ({ page }) => {
  const form = sidebarForm(page);
  await form.getByRole('button', { name: 'Emoji' }).click();
  const picker = page.getByRole('dialog', { name: 'Emoji' });
  await picker.getByRole('button', { name: 'Stickers' }).click();
  await picker
    .getByRole('button', { name: /^Attach the sticker/ })
    .first()
    .click();
  await expect(form.getByRole('textbox', { name: 'Description for attachment 1' })).toBeVisible();
});

test('the picker closes on a click outside it', async ({ page }) => {
  const form = sidebarForm(page);
  await form.getByRole('button', { name: 'Emoji' }).click();
  const picker = page.getByRole('dialog', { name: 'Emoji' });
  await expect(picker.getByRole('searchbox', { name: 'Search emoji' })).toBeFocused();
  // A click inside it keeps it open.
  await picker.getByRole('searchbox', { name: 'Search emoji' }).click();
  await expect(picker).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(picker).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Emoji' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('the picker search waits 500 ms after typing before filtering', async ({ page }) => {
  await page.clock.install();
  await page.goto('/main/public');
  const form = sidebarForm(page);
  await form.getByRole('button', { name: 'Emoji' }).click();
  const picker = page.getByRole('dialog', { name: 'Emoji' });
  const other = picker.getByRole('button', { name: 'Insert :heart_pixel:' });
  await expect(other).toBeVisible();
  // Time stands still from here: only runFor moves it.
  await page.clock.pauseAt(Date.now() + 5_000);
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('wave');
  await page.clock.runFor(450);
  await expect(other).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Insert :petrel_wave:' })).toBeVisible();
  await page.clock.runFor(100);
  await expect(other).toHaveCount(0);
  await expect(picker.getByRole('button', { name: 'Insert :petrel_wave:' })).toBeVisible();
});
