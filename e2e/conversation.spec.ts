import { expect, test, type Page } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { apiPost, uniqueWord } from './support/composer';
import { signInWithToken, TOKENS } from './support/session';
import { failNext, resetInstance, setPreferences, statusIdByText } from './support/statuses';

/** The conversation page (issue 24 items 1, 6, 7, 11, 23; issue 25's reply side note). */

const DISPLAYS = ['tree', 'linear'] as const;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
});

/** Where the highlighted status sits in the window, once it stops moving. */
async function highlightedBox(page: Page) {
  const focused = page.locator('article[aria-current="true"]');
  await expect(focused).toBeVisible();
  // The page scrolls once the thread is laid out; wait for two equal readings.
  let last = '';
  for (let i = 0; i < 20; i++) {
    const box = await focused.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), height: window.innerHeight };
    });
    const now = JSON.stringify(box);
    if (now === last) return box;
    last = now;
    await page.waitForTimeout(150);
  }
  throw new Error(`the highlighted status kept moving: ${last}`);
}

for (const display of DISPLAYS) {
  for (const size of WIDTHS) {
    test(`${display}, ${size.width} px: a reply 8 deep shows with its ancestors, 100/50 px in view`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(size);
      await setPreferences(page, { conversationDisplay: display });
      const id = await statusIdByText(request, 'my rule for pens', TOKENS.member);
      await page.goto(`/notice/${id}`);
      const deepest = page.getByRole('article', { name: /my rule for pens/ });
      await expect(deepest).toHaveAttribute('aria-current', 'true');
      // Every ancestor, root to parent, is on the page too (maxDepthInThread 6 would fold them).
      for (const text of [
        /should a beginner buy/,
        /Carving is a different world/,
        /Lurking botanist/,
        /including keyboards/,
        /learn to sharpen it/,
      ])
        await expect(page.getByRole('article', { name: text })).toBeVisible();
      const box = await highlightedBox(page);
      expect(box.top).toBeGreaterThanOrEqual(99);
      expect(box.bottom).toBeLessThanOrEqual(box.height - 49);
    });
  }
}

test('tree mode: a thread root opens near the top and keeps the default depth', async ({
  page,
  request,
}) => {
  await setPreferences(page, { conversationDisplay: 'tree' });
  const id = await statusIdByText(request, 'Question for the woodworkers', TOKENS.member);
  await page.goto(`/notice/${id}`);
  await expect(page.getByRole('article', { name: /Carving is a different world/ })).toBeVisible();
  // Only the way down to the highlighted post is forced open: the fifth level stays folded.
  await expect(page.getByRole('article', { name: /Lurking botanist/ })).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

for (const display of DISPLAYS) {
  for (const size of WIDTHS) {
    test(`${display}, ${size.width} px: the conversation has no axe violations`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(size);
      await setPreferences(page, {
        conversationDisplay: display,
        conversationTreeAdvanced: true,
      });
      const id = await statusIdByText(request, 'Carving is a different world', TOKENS.member);
      await page.goto(`/notice/${id}`);
      await expect(page.locator('article[aria-current="true"]')).toBeVisible();
      // The tree is nested lists; only the linear display is a feed (of articles only).
      await expect(page.getByRole('feed')).toHaveCount(display === 'linear' ? 1 : 0);
      expect(await findAxeViolations(page)).toEqual([]);
    });
  }
}

test('a post that does not exist says so, with a way back', async ({ page }) => {
  await page.goto('/notice/99999999999999');
  const alert = page.getByRole('alert').filter({ hasText: 'does not exist' });
  await expect(alert).toHaveText(/This post does not exist, or it is not visible to you\./);
  await expect(page.getByText(/Unexpected status/)).toHaveCount(0);
  await alert.getByRole('link', { name: 'Back to the timeline' }).click();
  await expect(page).not.toHaveURL(/\/notice\//);
});

test('a server error on the post reads "Error fetching post", and retry loads it', async ({
  page,
  request,
}) => {
  const id = await statusIdByText(request, 'Carving is a different world', TOKENS.member);
  await failNext(request, 502, `/api/v1/statuses/${id}`);
  await page.goto(`/notice/${id}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Error fetching post' });
  await expect(alert).toBeVisible();
  await expect(page.getByText(/Unexpected status|502/)).toHaveCount(0);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article', { name: /Carving is a different world/ })).toBeVisible();
});

test('tree mode at 390 px: the time and the tree buttons stay on the name line', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setPreferences(page, { conversationDisplay: 'tree', conversationTreeAdvanced: true });
  const id = await statusIdByText(request, 'Question for the woodworkers', TOKENS.member);
  await page.goto(`/notice/${id}`);
  const articles = page.getByRole('article');
  await expect(articles.first()).toBeVisible();
  for (const text of [/should a beginner buy/, /As a complete beginner/, /Jumping in/]) {
    const article = page.getByRole('article', { name: text });
    const middle = async (name: RegExp | string, role: 'link' | 'button') => {
      const box = await article.getByRole(role, { name }).first().boundingBox();
      return box ? box.y + box.height / 2 : NaN;
    };
    // Polled: the page settles (images, the held scroll of the linked post) after first paint.
    await expect
      .poll(async () => {
        const author = await middle(/^.+@\w+$/, 'link');
        const dive = await middle('Show only the conversation under this post', 'button');
        const time = await middle(/ago|now/, 'link');
        return Math.max(Math.abs(dive - author), Math.abs(time - author));
      })
      .toBeLessThan(12);
  }
  await page.screenshot({ path: 'test-results/conversation-tree-390.png' });
});

test('at 390 px the floating New post button keeps off an inline reply form', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The last post of a long thread: its reply form ends where the page ends.
  const id = await statusIdByText(request, 'my rule for pens', TOKENS.member);
  await page.goto(`/notice/${id}`);
  const floating = page.getByRole('button', { name: 'New post', exact: true });
  await expect(floating).toBeVisible();
  await page
    .getByRole('article', { name: /my rule for pens/ })
    .getByRole('button', { name: /^Reply/ })
    .first()
    .click();
  const form = page.getByRole('form', { name: /^Reply to/ });
  const word = uniqueWord('seeds');
  await form.getByRole('textbox', { name: 'Post text' }).fill(`@tobias ${word} and pencils`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const post = form.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeInViewport();
  // What a tap at the Post button's centre reaches is the Post button itself.
  const hit = await post.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at !== null && el.contains(at);
  });
  expect(hit).toBe(true);
  await expect(floating).toHaveCount(0);
  const box = (await post.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('article', { name: new RegExp(word) })).toBeVisible();
  // With the form gone the floating button is back.
  await expect(floating).toBeVisible();
});

for (const display of DISPLAYS) {
  test(`${display}: a reply posted from the conversation shows in it at once`, async ({
    page,
    request,
  }) => {
    await setPreferences(page, { conversationDisplay: display });
    const word = uniqueWord(display);
    const original = await apiPost(request, TOKENS.admin, { status: `Kite weather ${word}` });
    await apiPost(request, TOKENS.moderator, {
      status: `@marisol first answer ${word}`,
      in_reply_to_id: original.id,
    });
    await page.goto(`/notice/${original.id}`);
    await expect(page.getByRole('article', { name: /first answer/ })).toBeVisible();
    // Nothing fetches the conversation again: the reply must come from the post itself.
    let contextFetches = 0;
    page.on('request', (r) => {
      if (r.url().includes('/context')) contextFetches++;
    });
    await page
      .getByRole('article', { name: /first answer/ })
      .getByRole('button', { name: /^Reply/ })
      .first()
      .click();
    const form = page.getByRole('form', { name: /^Reply to/ });
    await form.getByRole('textbox', { name: 'Post text' }).pressSequentially('second answer');
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form).toHaveCount(0);
    const reply = page.getByRole('article', { name: /second answer/ });
    await expect(reply).toBeVisible();
    // It sits after the status it answers.
    const order = await page
      .getByRole('article')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    const at = (re: RegExp) => order.findIndex((label) => re.test(label));
    expect(at(/second answer/)).toBeGreaterThan(at(/first answer/));
    expect(contextFetches).toBe(0);
  });
}

test('tree: a reply to a post 8 deep shows at once, not behind "Show 1 reply"', async ({
  page,
  request,
}) => {
  await setPreferences(page, { conversationDisplay: 'tree' });
  const id = await statusIdByText(request, 'my rule for pens', TOKENS.member);
  await page.goto(`/notice/${id}`);
  await page
    .getByRole('article', { name: /my rule for pens/ })
    .getByRole('button', { name: /^Reply/ })
    .first()
    .click();
  const form = page.getByRole('form', { name: /^Reply to/ });
  const word = uniqueWord('deep');
  await form.getByRole('textbox', { name: 'Post text' }).fill(`@tobias ${word} and chalk`);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('article', { name: new RegExp(word) })).toBeVisible();
});
