import { expect, test, type Page } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { startEachTestFromSeed } from './support/seededEach';
import { signInWithToken, TOKENS } from './support/session';
import { injectStatuses, setPreferences, waitForListener } from './support/stream';
import { apiPost, uniqueWord } from './support/composer';

test.use({ viewport: { width: 1440, height: 900 } });
startEachTestFromSeed();

const feed = (page: Page) => page.getByRole('feed');
const liveRegion = (page: Page) => page.getByTestId('live-region');
// What the keys do is loaded on the first key press; on a busy CI machine that takes seconds.
const FIRST_KEY = { timeout: 15_000 };

test('read, reply and favourite with the keyboard alone', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const articles = feed(page).getByRole('article');
  await expect(articles.first()).toBeVisible();

  // j moves down status by status with a visible ring; k moves back.
  await page.keyboard.press('j');
  await expect(articles.nth(0)).toBeFocused(FIRST_KEY);
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(articles.nth(2)).toBeFocused();
  await page.keyboard.press('k');
  const status = articles.nth(1);
  await expect(status).toBeFocused();
  const ring = await status.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(ring).not.toBe('none');
  await expect(status).toBeInViewport();
  const name = (await status.getAttribute('aria-label')) ?? '';

  // r opens the reply form with focus in it; Ctrl+Enter posts and says so.
  await page.keyboard.press('r');
  const field = status.getByRole('textbox', { name: 'Post text' });
  await expect(field).toBeFocused();
  const word = uniqueWord('keys');
  await page.keyboard.type(`Answered by keyboard ${word}`);
  await page.keyboard.press('Control+Enter');
  await expect(liveRegion(page)).toHaveText('Your post was published');
  await expect(status.getByRole('textbox')).toHaveCount(0);
  await expect(status.getByRole('button', { name: /^Reply|replies/ })).toBeFocused();

  // Escape leaves the controls for the status; f favourites it.
  await page.keyboard.press('Escape');
  await expect(feed(page).getByRole('article', { name, exact: true })).toBeFocused();
  const favourite = status.getByRole('button', { name: /^Favourite/ });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('f');
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('f');
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');

  // Enter opens the conversation of the status in focus.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notice\//);
});

test('g chords go to timelines and notifications; keys typed into fields stay text', async ({
  page,
}) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('l');
  await expect(page).toHaveURL(/\/main\/public$/, FIRST_KEY);
  await page.keyboard.press('g');
  await page.keyboard.press('f');
  await expect(page).toHaveURL(/\/main\/all$/);
  await page.keyboard.press('g');
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/juniper\/notifications$/);
  await page.keyboard.press('g');
  await page.keyboard.press('b');
  await expect(page).toHaveURL(/\/bookmarks$/);
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/main\/friends$/);

  // n goes to the sidebar's form; typing there is text, not shortcuts.
  const sidebarField = page
    .getByRole('region', { name: 'New post' })
    .getByRole('textbox', { name: 'Post text' });
  await expect(sidebarField).toBeVisible();
  await page.keyboard.press('n');
  await expect(sidebarField).toBeFocused();
  await page.keyboard.type('jkgh?');
  await expect(sidebarField).toHaveValue('jkgh?');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('h, b, e, p, o and / press the same visible controls', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const articles = feed(page).getByRole('article');
  await expect(articles.first()).toBeVisible();
  const withMedia = articles
    .filter({ has: page.getByRole('group', { name: 'Attachments' }) })
    .first();
  await expect(withMedia).toBeVisible();
  // Walk down with j to the first status with media.
  const position = Number(await withMedia.getAttribute('aria-posinset'));
  await page.keyboard.press('j');
  await expect(feed(page).locator('[aria-posinset="1"]')).toBeFocused(FIRST_KEY);
  for (let i = 1; i < position; i++) await page.keyboard.press('j');
  await expect(withMedia).toBeFocused();
  await page.keyboard.press('h');
  // The thumbnails are covered and the footer button turns to show them again.
  await expect(withMedia.getByRole('button', { name: 'Hide media' })).toHaveCount(0);
  await expect(withMedia.getByRole('button', { name: 'Show media' }).last()).toBeVisible();
  await page.keyboard.press('h');
  await expect(withMedia.getByRole('button', { name: 'Hide media' })).toBeVisible();

  const repeat = withMedia.getByRole('button', { name: /^Repeat/ });
  const repeated = await repeat.getAttribute('aria-pressed');
  await page.keyboard.press('b');
  await expect(repeat).toHaveAttribute('aria-pressed', repeated === 'true' ? 'false' : 'true');

  await page.keyboard.press('e');
  const react = withMedia.getByRole('button', { name: 'Add reaction' });
  await expect(react).toHaveAttribute('aria-expanded', 'true');
  // The picker's code loads on first use; Escape is for the picker once it holds focus.
  await expect(page.getByRole('searchbox', { name: 'Search emoji' })).toBeFocused();
  await page.keyboard.press('Escape');
  // Closing the picker gives focus back to its button; the next key waits for that.
  await expect(react).toHaveAttribute('aria-expanded', 'false');
  await expect(react).toBeFocused();

  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');

  await withMedia.focus();
  await page.keyboard.press('p');
  await expect(page).not.toHaveURL(/\/main\/friends$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goBack();
  await expect(articles.first()).toBeVisible();
  await page.keyboard.press('j');
  await page.keyboard.press('o');
  await expect(page).toHaveURL(/\/notice\//, FIRST_KEY);
});

test('the help dialog lists every shortcut, opens by ? or its button, and gives focus back', async ({
  page,
}) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const first = feed(page).getByRole('article').first();
  await expect(first).toBeVisible();
  await page.keyboard.press('j');
  await expect(first).toBeFocused(FIRST_KEY);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const action of ['Next status', 'Reply', 'Favourite', 'Go to bookmarks', 'Show new posts'])
    await expect(help.getByRole('cell', { name: action, exact: true })).toBeVisible();
  await expect(help.getByRole('row')).toHaveCount(22);
  // Keys do nothing behind the dialog.
  await page.keyboard.press('j');
  await expect(help).toBeVisible();
  expect(await findAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(first).toBeFocused();

  const button = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await button.click();
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Close keyboard shortcuts' }).click();
  await expect(help).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('m mentions the author in a modal that holds focus, passes axe and gives focus back', async ({
  page,
}) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const first = feed(page).getByRole('article').first();
  await expect(first).toBeVisible();
  await page.keyboard.press('j');
  await page.keyboard.press('m');
  const modal = page.getByRole('dialog', { name: 'New post' });
  await expect(modal).toBeVisible(FIRST_KEY);
  const field = modal.getByRole('textbox', { name: 'Post text' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(/^@\S+ $/);
  // Tab never leaves the modal for the page behind it.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const inside = await modal.evaluate((el) => el.contains(document.activeElement));
    const onPage = await page.evaluate(() => document.activeElement !== document.body);
    if (onPage) expect(inside).toBe(true);
  }
  expect(await findAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('statuses are named by author, time and first words in a feed with positions', async ({
  page,
}) => {
  await page.goto('/main/all');
  const list = feed(page);
  await expect(list).toHaveAttribute('aria-busy', 'false');
  const articles = list.getByRole('article');
  await expect(articles.first()).toBeVisible();
  const count = await articles.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < 3; i++) {
    await expect(articles.nth(i)).toHaveAttribute('aria-posinset', String(i + 1));
    await expect(articles.nth(i)).toHaveAttribute('aria-setsize', '-1');
    // 'Name, 3 hr. ago: the first words' (or a repeat of one).
    await expect(articles.nth(i)).toHaveAttribute(
      'aria-label',
      /^(.+ repeated )?.+, (just now|\d+ \S+ ago): .+/,
    );
  }
  // Far rows drop their content yet every row keeps its place in the count.
  await page.mouse.wheel(0, 20_000);
  await expect
    .poll(async () => Number(await articles.last().getAttribute('aria-posinset')), {
      timeout: 10_000,
    })
    .toBeGreaterThan(count);
  const positions = await articles.evaluateAll((els) =>
    els.map((el) => Number(el.getAttribute('aria-posinset'))),
  );
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(new Set(positions).size).toBe(positions.length);
});

test('new posts are announced, and "." shows them', async ({ page, request }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await waitForListener(request, 'user');
  // Down the page, new posts wait behind the button rather than showing by themselves.
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await injectStatuses(request, { count: 2, account: 'amara', text: 'Announced news {n}' });
  await expect(page.getByRole('button', { name: 'Show 2 new posts' })).toBeVisible();
  await expect(liveRegion(page)).toHaveText('2 new posts');
  await page.keyboard.press('.');
  await expect(page.getByRole('article', { name: /Announced news 00002/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Up to date' })).toBeVisible();
});

test.describe('motion', () => {
  async function movingEmojiStatus(page: Page, request: Parameters<typeof apiPost>[0]) {
    const post = await apiPost(request, TOKENS.member, {
      status: `Spinning :orbit_spin: ${uniqueWord('still')}`,
      visibility: 'public',
    });
    await page.goto(`/notice/${post.id}`);
    return page.getByRole('article').getByRole('img', { name: ':orbit_spin:' }).first();
  }

  test('reduced motion from the system holds an animated emoji still', async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const emoji = await movingEmojiStatus(page, request);
    await expect(emoji).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
  });

  test('the reduce-motion setting holds it still and stops the favourite animation', async ({
    page,
    request,
  }) => {
    await signInWithToken(page, TOKENS.member);
    await setPreferences(page, { reduceMotion: true });
    const emoji = await movingEmojiStatus(page, request);
    await expect(emoji).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
    const favourite = page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Favourite/ });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    // The bounce would start a frame after the filled star: look two frames later.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const animation = await favourite
      .locator('svg')
      .evaluate((svg) => getComputedStyle(svg).animationName);
    expect(animation).toBe('none');
  });

  test('without either, the emoji plays and the favourite animates', async ({ page, request }) => {
    await signInWithToken(page, TOKENS.member);
    const emoji = await movingEmojiStatus(page, request);
    await expect(emoji).toHaveAttribute('src', /orbit_spin\.gif$/);
    const favourite = page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Favourite/ });
    await favourite.click();
    // The bounce starts a frame after the filled star (the press is painted first).
    await expect
      .poll(() => favourite.locator('svg').evaluate((svg) => getComputedStyle(svg).animationName))
      .toBe('status-fave');
  });
});
