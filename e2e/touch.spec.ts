import { expect, test } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { signInWithToken, TOKENS } from './support/session';

/** Issue 28 item 3: what a finger waits for. */

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
});

test('a status opened from its time shows at once, its thread after the context answers', async ({
  page,
}) => {
  await page.goto('/main/friends');
  const feed = page.getByRole('feed', { name: 'Home' });
  const first = feed.getByRole('article').first();
  await expect(first).toBeVisible();
  // The label ends with the post's first words; its time part moves on while the test runs.
  const words = ((await first.getAttribute('aria-label')) ?? '').split(': ').slice(1).join(': ');
  expect(words).not.toBe('');

  // The context call is held until the status has been seen on the conversation page.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/statuses/*/context', async (route) => {
    await held;
    await route.continue();
  });

  // The time link (document 2 §2): a pointer over it warms the conversation screen's code.
  await first.getByRole('link', { name: /ago$|now$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();
  const opened = page.locator('article[aria-current="true"]');
  await expect(opened).toBeVisible();
  await expect(opened).toHaveAttribute(
    'aria-label',
    new RegExp(`${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  const thread = page.getByRole('feed', { name: 'Conversation' });
  await expect(thread).toHaveAttribute('aria-busy', 'true');
  expect(await findAxeViolations(page)).toEqual([]);

  release();
  await expect(thread).toHaveAttribute('aria-busy', 'false');
  await expect(opened).toBeVisible();
});

test('a favourite shows pressed before its call answers, and stays pressed after', async ({
  page,
}) => {
  await page.goto('/main/friends');
  const feed = page.getByRole('feed', { name: 'Home' });
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  // The very button pressed, wherever the list moves meanwhile.
  const button = await feed
    .getByRole('button', { name: /^Favourite/, pressed: false })
    .first()
    .elementHandle();
  if (!button) throw new Error('no unpressed Favourite button');
  const state = () => button.getAttribute('aria-pressed');

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/statuses/*/favourite', async (route) => {
    await held;
    await route.continue();
  });
  await button.click();
  await expect.poll(state).toBe('true');
  const answered = page.waitForResponse('**/api/v1/statuses/*/favourite');
  release();
  await answered;
  await expect.poll(state).toBe('true');
});
