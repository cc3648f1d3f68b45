import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance, statusArticle, statusIdByText } from './support/statuses';

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

/** How many posts there are, and how many of them the browser's own layout makes stacking contexts. */
async function stackingArticles(page: Page): Promise<{ articles: number; stacking: number }> {
  const cdp = await page.context().newCDPSession(page);
  const { documents, strings } = await cdp.send('DOMSnapshot.captureSnapshot', {
    computedStyles: [],
  });
  const doc = documents[0]!;
  const isPost = (node: number) => {
    if (strings[doc.nodes.nodeName![node]!] !== 'ARTICLE') return false;
    const attributes = doc.nodes.attributes![node] ?? [];
    for (let i = 0; i < attributes.length; i += 2)
      if (strings[attributes[i]!] === 'class')
        return strings[attributes[i + 1]!]!.split(' ').includes('status');
    return false;
  };
  const stacking = new Set(doc.layout.stackingContexts.index);
  let articles = 0;
  let stacked = 0;
  doc.layout.nodeIndex.forEach((node, layoutIndex) => {
    if (!isPost(node)) return;
    articles++;
    if (stacking.has(layoutIndex)) stacked++;
  });
  await cdp.detach();
  return { articles, stacking: stacked };
}

// Issue 28: a click on one post's control repaints that post only when each post is a stacking
// context (its paint is then reused whole by the page); in the page's one paint layer, every
// click walked the paint of every post again.
test('each post in the timeline is a stacking context of its own', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const feed = page.getByRole('feed', { name: 'Home' });
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  await expect(feed.getByRole('article').nth(2)).toBeVisible();
  const { articles, stacking } = await stackingArticles(page);
  expect(articles).toBeGreaterThan(2);
  expect(stacking).toBe(articles);
});

// What a post opens over the posts after it must still lie above them: here who reacted, which
// shows below a reaction near the post's end and reaches over the next post.
test('who reacted lies above the posts after it', async ({ page, request }) => {
  const id = await statusIdByText(request, 'Carving is a different world', TOKENS.member);
  await page.goto(`/notice/${id}`);
  const post = statusArticle(page, 'That matches what I see');
  const reaction = post.getByRole('group', { name: 'Reactions' }).getByRole('button').first();
  const tip = page.getByRole('tooltip');
  // The page may still shift while its side panels load, moving the reaction from the pointer.
  await expect(async () => {
    await reaction.hover();
    await expect(tip).toBeVisible({ timeout: 3000 });
  }).toPass();
  const postBox = (await post.boundingBox())!;
  const box = (await tip.boundingBox())!;
  // Points of the list below its own post: they overlie the post that follows it.
  const below = Math.max(box.y, postBox.y + postBox.height + 2);
  expect(below).toBeLessThan(box.y + box.height - 2);
  const hits = await page.evaluate(
    ({ x, from, to }) => {
      const out: { inTip: boolean; overPost: boolean }[] = [];
      for (let y = from; y < to; y += 6) {
        const hit = document.elementFromPoint(x, y);
        const under = document.elementsFromPoint(x, y).some((el) => el.tagName === 'ARTICLE');
        out.push({ inTip: Boolean(hit?.closest('[role="tooltip"]')), overPost: under });
      }
      return out;
    },
    { x: box.x + box.width / 2, from: below, to: box.y + box.height - 2 },
  );
  expect(hits.some((h) => h.overPost)).toBe(true);
  expect(hits.every((h) => h.inTip)).toBe(true);
});
