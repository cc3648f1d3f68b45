import { BAD_ADDRESSES } from '../fake-instance/hostile/secondRound';
import { expect, test, type Page } from './support/fixtures';
import { openHostileFeed, placeSecondRoundForFile } from './support/secondRound';

// Issue 29 item 3: accounts whose avatar, header and favicon, and posts whose custom emoji and
// reactions, carry javascript:, vbscript:, data:text/html, blob:, file:, about:, unknown
// schemes and //host (fake-instance/hostile/secondRound.ts). None may reach the page.

const placed = placeSecondRoundForFile();

/** Every address attribute in the page that is not a web address (or the app's own picture). */
async function badAddresses(page: Page): Promise<string[]> {
  return page.evaluate((bad) => {
    const found: string[] = [];
    const attrs = ['src', 'href', 'srcset', 'poster', 'data', 'action', 'style'];
    for (const el of document.querySelectorAll('*')) {
      for (const name of attrs) {
        const value = el.getAttribute(name);
        if (value === null) continue;
        if (bad.some((b) => value.includes(b) || value.includes(encodeURI(b))))
          found.push(`<${el.localName} ${name}="${value.slice(0, 60)}">`);
        if (name !== 'src' && name !== 'href') continue;
        const url = new URL(value, location.href);
        const ok =
          ['http:', 'https:', 'mailto:'].includes(url.protocol) ||
          // The app's own pictures: the default avatar, the favicon with the unread count.
          ((el.localName === 'img' || el.localName === 'link') &&
            value.startsWith('data:image/')) ||
          // The app's own manifest, made in the page from this origin (issue 27).
          (el.localName === 'link' &&
            el.getAttribute('rel') === 'manifest' &&
            value.startsWith(`blob:${location.origin}/`));
        if (!ok) found.push(`<${el.localName} ${name}="${value.slice(0, 60)}">`);
      }
    }
    return found;
  }, BAD_ADDRESSES);
}

test('no avatar, header, favicon, emoji or reaction address with a bad scheme reaches the page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { feed, evil } = await openHostileFeed(page);

  // Each post of a bad-address account: its avatar, favicon, emoji and reaction render.
  for (const id of placed().addresses) {
    const article = feed.locator(`article[data-status-id="${id}"]`);
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 300));
      await expect(article).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await article.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(article.getByRole('button', { name: /bad_address/ }).first()).toBeVisible();
    expect(await badAddresses(page), `after post ${id}`).toEqual([]);
  }

  // A profile shows the header and the large avatar.
  const first = await request.get(`/api/v1/statuses/${placed().addresses[0]}`);
  const { account } = (await first.json()) as { account: { id: string } };
  await page.goto(`/users/${account.id}`);
  await expect(page.getByRole('heading', { name: 'badaddress1' }).first()).toBeVisible({
    timeout: 20_000,
  });
  expect(await badAddresses(page)).toEqual([]);
  expect(evil).toEqual([]);
});
