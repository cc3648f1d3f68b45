import { expect, test } from './support/refuseWorker';
import { findAxeViolations } from './support/axe';
import { startInstance, type RunningInstance } from './support/instance';
import { signInWithToken, TOKENS } from './support/session';
import { setPreferences } from './support/statuses';

/** The conversation fixes of issue 24 on a plain Mastodon 4 (fake instance, --software mastodon). */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

let mastodon: RunningInstance;

test.beforeAll(async () => {
  mastodon = await startInstance(['--software', 'mastodon']);
});

test.afterAll(async () => {
  await mastodon?.stop();
});

test('tree mode opens a reply 8 deep in view, with its ancestors and no axe violation', async ({
  page,
  request,
}) => {
  const search = await request.get(
    `${mastodon.url}/api/v2/search?type=statuses&limit=5&q=${encodeURIComponent('my rule for pens')}`,
    { headers: { authorization: `Bearer ${TOKENS.member}` } },
  );
  const id = ((await search.json()) as { statuses: { id: string }[] }).statuses[0]!.id;
  await signInWithToken(page, TOKENS.member);
  await setPreferences(page, { conversationDisplay: 'tree', conversationTreeAdvanced: true });
  await page.goto(`${mastodon.url}/notice/${id}`);
  const deepest = page.getByRole('article', { name: /my rule for pens/ });
  await expect(deepest).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('article', { name: /should a beginner buy/ })).toBeAttached();
  await expect(deepest).toBeInViewport();
  expect(await findAxeViolations(page)).toEqual([]);
});

test('a missing post says so, with a way back', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto(`${mastodon.url}/notice/99999999999999`);
  await expect(page.getByRole('alert')).toContainText(
    'This post does not exist, or it is not visible to you.',
  );
  await expect(page.getByRole('link', { name: 'Back to the timeline' })).toBeVisible();
});
