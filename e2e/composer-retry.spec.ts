import { expect, test } from './support/fixtures';
import { apiGet, sidebarForm, uniqueWord } from './support/composer';
import { signInWithToken, TOKENS } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
});

async function countPosts(
  request: import('@playwright/test').APIRequestContext,
  word: string,
): Promise<number> {
  const home = await apiGet<{ content: string }[]>(
    request,
    TOKENS.member,
    '/api/v1/timelines/home?limit=40',
  );
  return home.filter((s) => s.content.includes(word)).length;
}

test('a post whose answer is lost is retried and appears exactly once', async ({
  page,
  request,
}) => {
  const word = uniqueWord('retry');
  await page.goto('/main/public');
  // The server takes the post, then cuts the connection instead of answering.
  await request.post('/__control/drop', {
    data: { path: '/api/v1/statuses', method: 'POST', after: true },
  });
  const form = sidebarForm(page);
  await form.getByRole('textbox', { name: 'Post text' }).fill(`Sent twice? ${word}`);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  // The outbox takes it and sends it again with the same idempotency key: it exists once.
  await expect(form.getByRole('textbox', { name: 'Post text' })).toHaveValue('', {
    timeout: 20_000,
  });
  await expect.poll(() => countPosts(request, word), { timeout: 20_000 }).toBe(1);
});

test('a post made while the network is down goes out once it returns', async ({
  page,
  request,
}) => {
  const word = uniqueWord('offline');
  await page.goto('/main/public');
  let blocked = 0;
  await page.route('**/api/v1/statuses', async (route) => {
    if (route.request().method() === 'POST' && blocked < 2) {
      blocked += 1;
      await route.abort('internetdisconnected');
    } else await route.continue();
  });
  const form = sidebarForm(page);
  await form.getByRole('textbox', { name: 'Post text' }).fill(`Offline thought ${word}`);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  // The outbox holds it and tries again (2 s later) until the network lets it through.
  await expect(form.getByRole('textbox', { name: 'Post text' })).toHaveValue('', {
    timeout: 15_000,
  });
  await expect.poll(() => countPosts(request, word), { timeout: 30_000 }).toBe(1);
  expect(blocked).toBe(2);
});
