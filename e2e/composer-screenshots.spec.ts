import { expect, test } from './support/fixtures';
import { apiPost, uniqueWord } from './support/composer';
import { signInWithToken, TOKENS } from './support/session';

const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
];

for (const size of SIZES) {
  test.describe(`at ${size.name} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test.beforeEach(async ({ page }) => {
      await signInWithToken(page, TOKENS.member);
    });

    test('the post modal', async ({ page }) => {
      await page.goto('/main/public?message=Morning%20on%20the%20estuary%20%3Apetrel_wave%3A');
      const dialog = page.getByRole('dialog', { name: 'New post' });
      await dialog.getByRole('button', { name: 'Add a poll' }).click();
      await dialog.getByRole('textbox', { name: 'Option 1' }).fill('Herons');
      await dialog.getByRole('combobox', { name: 'Visibility' }).selectOption('private');
      await expect(dialog.getByText(/Your account is not locked/)).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/composer-modal-${size.name}.png` });
      await dialog.getByRole('button', { name: 'Emoji' }).click();
      await expect(
        page
          .getByRole('dialog', { name: 'Emoji' })
          .getByRole('button', { name: /^Insert/ })
          .first(),
      ).toBeVisible();
      await page.screenshot({
        path: `test-results/screenshots/composer-modal-emoji-${size.name}.png`,
      });
    });

    test('the inline reply', async ({ page, request }) => {
      const word = uniqueWord('shot');
      const post = await apiPost(request, TOKENS.admin, {
        status: `Anyone out on the mudflats today? ${word}`,
        spoiler_text: 'birding',
        visibility: 'unlisted',
      });
      await page.goto(`/notice/${post.id}`);
      await page
        .getByRole('article')
        .filter({ hasText: 'birding' })
        .first()
        .getByRole('button', { name: /^Reply/ })
        .first()
        .click();
      const form = page.getByRole('form', { name: /^Reply to/ });
      await form.getByRole('textbox', { name: 'Post text' }).pressSequentially('Yes! :petr');
      await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
      await page.screenshot({
        path: `test-results/screenshots/composer-inline-reply-${size.name}.png`,
      });
    });
  });
}

test.describe('floating new-post button', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens the post modal on mobile and hides when the keyboard is likely open', async ({
    page,
  }) => {
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/public');
    const button = page.getByRole('button', { name: 'New post' });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'New post' })).toBeVisible();
    await page.getByRole('button', { name: 'Close New post' }).click();
    await page.setViewportSize({ width: 390, height: 500 });
    await expect(page.getByRole('button', { name: 'New post' })).toHaveCount(0);
  });
});
