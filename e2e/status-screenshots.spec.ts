import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance, setPreferences, statusArticle, statusIdByText } from './support/statuses';

// Screenshots of the status view for people to look at; they assert only that the page rendered.
// One test per width and person: the shots after the first load from a warm browser, which
// saves a cold start (and the service worker's install) per shot.
test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

// Several shots a test: more time than one page's default.
test.setTimeout(90_000);

for (const width of [390, 1440]) {
  test.describe(`status screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test('signed in: timeline with media, poll, card and quote; muted user placeholder; conversation in tree mode', async ({
      page,
      request,
    }) => {
      await signInWithToken(page, TOKENS.member);
      await test.step('timeline with media, poll, card and quote', async () => {
        await page.goto('/main/all');
        const feed = page.getByRole('feed');
        await expect(feed.getByRole('article').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/status-timeline-${width}.png`,
          fullPage: true,
          clip: { x: 0, y: 0, width, height: 4200 },
        });
      });

      await test.step('muted user placeholder', async () => {
        const headers = { authorization: `Bearer ${TOKENS.member}` };
        const priya = (await (await request.get('/api/v1/accounts/priya')).json()) as {
          id: string;
        };
        await request.post(`/api/v1/accounts/${priya.id}/mute`, { headers });
        await page.goto('/main/public');
        const placeholder = page.getByRole('article').filter({ hasText: 'Muted user' }).first();
        await expect(placeholder).toBeVisible();
        await placeholder.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/screenshots/status-muted-${width}.png` });
        await request.post(`/api/v1/accounts/${priya.id}/unmute`, { headers });
      });

      // Last: the preference holds for every later load of this page.
      await test.step('conversation in tree mode', async () => {
        await setPreferences(page, { conversationDisplay: 'tree' });
        const id = await statusIdByText(request, 'Carving is a different world', TOKENS.member);
        await page.goto(`/notice/${id}`);
        await expect(statusArticle(page, 'Carving is a different world')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/status-conversation-${width}.png`,
          fullPage: true,
        });
      });
    });

    test('visitor: media viewer; Misskey markdown post', async ({ page, request }) => {
      await test.step('media viewer', async () => {
        const id = await statusIdByText(request, 'The harbour at dusk, four ways', TOKENS.member);
        await page.goto(`/notice/${id}`);
        await statusArticle(page, 'The harbour at dusk, four ways')
          .getByRole('group', { name: 'Attachments' })
          .getByRole('button')
          .first()
          .click();
        await expect(page.getByRole('dialog', { name: 'Media viewer' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/screenshots/status-viewer-${width}.png` });
      });

      await test.step('Misskey markdown post', async () => {
        const id = await statusIdByText(request, 'Finished the scarf at last', TOKENS.member);
        await page.goto(`/notice/${id}`);
        const status = statusArticle(page, 'Finished the scarf at last');
        await expect(status.getByText('enormous', { exact: true })).toBeVisible();
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await status.screenshot({ path: `test-results/screenshots/status-mfm-${width}.png` });
      });
    });
  });
}
