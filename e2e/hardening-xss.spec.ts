import { HOSTILE_VECTORS } from '../fake-instance/hostile/vectors';
import { expect, test, type Locator, type Page } from './support/fixtures';
import {
  placeHostileContent,
  trapHits,
  unfold,
  unsafeMarkup,
  watchForHarm,
  type Harm,
  type HostilePlacement,
} from './support/hostile';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance } from './support/statuses';

// Hostile markup (fake-instance/hostile/vectors.ts) in every place a server puts text: posts,
// content warnings, names, bios, fields, poll options, emoji, cards, media descriptions.
// Every vector sits in one of a few pages, so the whole corpus costs a handful of loads.

test.describe.configure({ mode: 'serial' });

let placed: HostilePlacement;

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
  placed = await placeHostileContent(request);
  console.log(
    `hostile corpus: ${placed.corpus} vectors, ${placed.statuses.length} posts, ` +
      `${placed.accounts.length} accounts`,
  );
});

test.afterAll(async ({ request }) => {
  await resetInstance(request);
});

test.use({ viewport: { width: 1440, height: 900 } });
// Twenty heavy posts, each unfolded: about half a minute alone, more beside other work.
test.setTimeout(120_000);

/**
 * Waits until the feed holds the rows of the place it was scrolled to. The row window reads
 * the view in the frame after a scroll and then lets off-screen rows join a few a frame,
 * saying `aria-busy` until they are all in (and while an older page loads). A look before
 * then missed rows that had not joined yet; on a loaded machine, where frames are slow, the
 * walk scrolled past many and gave up after its steps.
 */
async function settle(page: Page, feed: Locator): Promise<void> {
  // Two frames: the scroll event's, in which the window reads the view and renders, and one.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(feed).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
}

/**
 * Unfolds every hostile post and opens its author's user card, scrolling down
 * the feed. Posts are told apart by their status id: far-away feed items drop their content
 * (and their article), so positions shift as the page scrolls.
 */
async function exerciseFeed(page: Page): Promise<number> {
  const feed = page.getByRole('feed');
  // A heavy first page on a busy two-core machine.
  await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  const wanted = new Set(placed.statuses);
  const done = new Set<string>();
  for (let step = 0; step < 200 && done.size < wanted.size; step += 1) {
    // Also after an unfolded post grew and moved the rows below it.
    await settle(page, feed);
    // Only rows near the viewport: far ones drop their content (and their article) at any time.
    const shown = await feed
      .getByRole('article')
      .evaluateAll((els) =>
        els
          .filter((el) => Math.abs(el.getBoundingClientRect().top) < 2 * window.innerHeight)
          .map((el) => el.getAttribute('data-status-id') ?? ''),
      );
    // One at a time: unfolding a post pushes the ones below out of range again.
    const id = shown.find((candidate) => wanted.has(candidate) && !done.has(candidate));
    if (id === undefined) {
      // By script: a wheel waits for the renderer's acknowledgement (minutes on a busy machine)
      // and goes to an open user card instead of the page. A row taller than the step (some
      // unfolded hostile posts stand 20,000-35,000 px) is passed in one scroll: no row begins
      // inside it. At the end of the feed, back to the top: a post pushed far up by the ones
      // unfolded below it is looked for again.
      await page.evaluate(() => {
        const before = window.scrollY;
        const rows = document.querySelectorAll('[role="feed"] > [data-row-id]');
        const atTop = [...rows]
          .map((row) => row.getBoundingClientRect())
          .find((box) => box.top <= 0 && box.bottom > 0);
        window.scrollBy(0, Math.max(1500, atTop?.bottom ?? 0));
        if (window.scrollY === before) window.scrollTo(0, 0);
      });
      continue;
    }
    const article = feed.locator(`article[data-status-id="${id}"]`);
    try {
      await unfold(article, 5_000);
    } catch {
      // The row left the window between the look-up and the scroll; the next look finds it.
      continue;
    }
    const cardButton = article.getByRole('button', { name: /^Show user card of / });
    // Clicking also moves the pointer over the post, for the hover vectors.
    if (done.size % 2 === 0) await cardButton.click();
    done.add(id);
  }
  return done.size;
}

async function expectNoHarm(page: Page, harm: Harm, pathname: string): Promise<void> {
  expect(await trapHits(page), 'trap calls (vector ids)').toEqual([]);
  expect(harm.dialogs, 'dialogs').toEqual([]);
  expect(harm.popups, 'new windows').toEqual([]);
  expect(harm.evilRequests, 'requests to the attacker').toEqual([]);
  expect(new URL(page.url()).pathname).toBe(pathname);
  expect(harm.navigations.map((u) => new URL(u).pathname)).toEqual([pathname]);
  expect(await unsafeMarkup(page), 'unsafe markup').toEqual([]);
}

/** The page still answers: the navigation reaches the about page. */
async function expectPageWorks(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
}

// The count is in the title so `npm test` prints it with the result.
test(`the hostile corpus holds ${HOSTILE_VECTORS.length} vectors (at least 150), all placed`, () => {
  expect(placed.vectors).toBe(HOSTILE_VECTORS.length);
  expect(placed.corpus).toBeGreaterThanOrEqual(150);
});

test('a visitor sees the hostile timeline without harm', async ({ page }) => {
  const harm = await watchForHarm(page);
  await page.goto('/main/public');
  expect(await exerciseFeed(page)).toBe(placed.statuses.length);
  await expectNoHarm(page, harm, '/main/public');
  await expectPageWorks(page);
});

test('a signed-in member sees the hostile timeline without harm', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  const harm = await watchForHarm(page);
  await page.goto('/main/public');
  expect(await exerciseFeed(page)).toBe(placed.statuses.length);
  // The reactions bar, vote form and menus of signed-in users render the same text.
  await expectNoHarm(page, harm, '/main/public');
  await expectPageWorks(page);
});

test('the conversation view and media viewer stay harmless', async ({ page }) => {
  const harm = await watchForHarm(page);
  const [post, picture] = placed.statuses;
  await page.goto(`/notice/${post}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await unfold(page.getByRole('article').first());
  await expectNoHarm(page, harm, `/notice/${post}`);

  await page.goto(`/notice/${picture}`);
  const gallery = page.getByRole('group', { name: 'Attachments' });
  await gallery.getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Media viewer' })).toBeVisible();
  expect(await trapHits(page)).toEqual([]);
  expect(await unsafeMarkup(page)).toEqual([]);
  await page.keyboard.press('Escape');
  expect(harm.popups).toEqual([]);
  expect(harm.evilRequests).toEqual([]);
  await expectPageWorks(page);
});

test('the traps see a vector that does run', async ({ page }) => {
  const harm = await watchForHarm(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  // What a broken renderer would do with the corpus: put server markup in as HTML.
  await page.evaluate(() => {
    const article = document.createElement('article');
    article.innerHTML =
      '<img src=x onerror="__petrelXss(0)"><a href="javascript:1" target="_blank">x</a>';
    document.body.append(article);
  });
  await expect.poll(() => trapHits(page)).toEqual([0]);
  expect(await unsafeMarkup(page)).toEqual([
    'handler onerror on <img>',
    'link javascript:1',
    'rel "" on javascript:1',
  ]);
  expect(harm.popups).toEqual([]);
});
