import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';

/**
 * The moderation reports at 390 px: a long handle in a report's heading wraps between its
 * parts (after the @ and the dots of the domain), never inside a word.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('a long handle in a report heading wraps between its parts at 390 px', async ({ page }) => {
  await signInWithToken(page, TOKENS.moderator);
  await page.goto('/main/public');
  await page.getByRole('button', { name: 'Moderation', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Moderation' });
  await modal.getByRole('button', { name: 'All', exact: true }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  const headings = modal.getByRole('article').getByRole('heading', { level: 3 });
  await expect(headings.first()).toBeVisible({ timeout: 20_000 });
  // Where each heading's lines end: the character before each line's first one.
  const breaks = await headings.evaluateAll((nodes) =>
    nodes.flatMap((heading) => {
      const text = heading.textContent ?? '';
      const range = document.createRange();
      const found: { text: string; before: string; after: string }[] = [];
      let top: number | null = null;
      let offset = 0;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++, offset++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width === 0) continue;
          if (top !== null && rect.top > top + 4)
            found.push({ text, before: text[offset - 1] ?? '', after: text[offset] ?? '' });
          top = rect.top;
        }
      }
      return found;
    }),
  );
  const wrapped = breaks.filter((b) => /\w/.test(b.before) && /\w/.test(b.after));
  expect(wrapped).toEqual([]);
  // Some heading does wrap at 390 px: the check above saw a line break.
  expect(breaks.length).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/screenshots/moderation-heading-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screenshots/moderation-heading-1440.png' });
});
