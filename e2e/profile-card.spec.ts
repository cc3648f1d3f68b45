import { expect, test, type APIRequestContext, type Locator, type Page } from './support/fixtures';
import { startEachTestFromSeed } from './support/seededEach';
import { signInWithToken, TOKENS } from './support/session';

// The user card's display items and its relationship controls (issue 10), on the profile page.
test.use({ viewport: { width: 1440, height: 900 } });
// The machine is shared with other runs; page loads can be slow.
test.setTimeout(60_000);
// The first profile view loads its chunk; allow for a busy machine there.
const slow = expect.configure({ timeout: 15_000 });
startEachTestFromSeed();

const AMARA_TOKEN = 'demo-token-amara';

async function account(
  request: APIRequestContext,
  acct: string,
  token?: string,
): Promise<{ id: string; avatar: string }> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const response = await request.get(`/api/v1/accounts/${acct}`, { headers });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: string; avatar: string };
}

async function openProfile(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path);
  await slow(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.getByRole('region', { name }).first();
}

/** The number on a count link of the card, e.g. "Followers 92". */
async function countOf(card: Locator, label: string): Promise<number> {
  const text = await card.getByRole('link', { name: new RegExp(`^${label}`) }).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

test('removing a follower from one’s own followers tab asks, then drops them', async ({
  page,
  request,
}) => {
  const juniper = await account(request, 'juniper');
  const amara = await account(request, 'amara');
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  // Amara follows June, so June has a follower she can remove.
  expect(
    (await request.post(`/api/v1/accounts/${juniper.id}/follow`, auth(AMARA_TOKEN))).ok(),
  ).toBe(true);
  const followerIds = async () => {
    const response = await request.get(
      `/api/v1/accounts/${juniper.id}/followers?limit=40`,
      auth(TOKENS.member),
    );
    return ((await response.json()) as { id: string }[]).map((a) => a.id);
  };
  expect(await followerIds()).toContain(amara.id);

  await signInWithToken(page, TOKENS.member);
  const own = await openProfile(page, '/juniper#followers', 'June Park');
  const before = await countOf(own, 'Followers');
  const amaraItem = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Show full card of Amara Osei' }) });
  await slow(amaraItem).toHaveCount(1);
  await amaraItem.getByRole('button', { name: 'Remove follower' }).click();

  // It always asks: the other person cannot undo it. Cancelling keeps them.
  const dialog = page.getByRole('alertdialog', { name: 'Remove Amara Osei from your followers?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(amaraItem).toHaveCount(1);
  expect(await followerIds()).toContain(amara.id);

  await amaraItem.getByRole('button', { name: 'Remove follower' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(amaraItem).toHaveCount(0);
  await expect.poll(() => countOf(own, 'Followers')).toBe(before - 1);
  // The server agrees: Amara no longer follows June, seen from either side.
  await expect.poll(followerIds).not.toContain(amara.id);
  const relationship = await request.get(
    `/api/v1/accounts/relationships?id[]=${amara.id}`,
    auth(TOKENS.member),
  );
  expect(((await relationship.json()) as { followed_by: boolean }[])[0]?.followed_by).toBe(false);
  // And after a reload the list comes back from the server without her.
  await page.reload();
  await slow(page.getByRole('button', { name: /^Show full card of / }).first()).toBeVisible();
  await expect(amaraItem).toHaveCount(0);
});

test('the card shows staff labels, the bot flag, the lock and verified fields', async ({
  page,
}) => {
  await signInWithToken(page, TOKENS.member);
  const label = (card: Locator, text: string) =>
    card.getByRole('listitem').filter({ hasText: new RegExp(`^${text}$`) });

  const marisol = await openProfile(page, '/marisol', 'Marisol Ortega');
  await expect(label(marisol, 'Admin')).toBeVisible();
  await expect(label(marisol, 'Moderator')).toHaveCount(0);
  await expect(label(marisol, 'Bot')).toHaveCount(0);

  const tobias = await openProfile(page, '/tobias', 'Tobias Lindqvist');
  await expect(label(tobias, 'Moderator')).toBeVisible();
  await expect(label(tobias, 'Admin')).toHaveCount(0);
  await expect(tobias.getByRole('img', { name: /Locked account/ })).toHaveCount(0);

  const bot = await openProfile(page, '/harbourbot', 'Harbour Tides');
  await expect(label(bot, 'Bot')).toBeVisible();
  await expect(label(bot, 'Admin')).toHaveCount(0);

  const wren = await openProfile(page, '/wren', 'Wren Halloway');
  await expect(
    wren.getByRole('img', { name: 'Locked account: follows need approval' }),
  ).toBeVisible();
  await expect(label(wren, 'Bot')).toHaveCount(0);

  // June's portfolio link is verified; her allotment is not a link and has no mark.
  await openProfile(page, '/juniper', 'June Park');
  const verified = page.getByRole('img', { name: /^Verified link \(checked .+\)$/ });
  await expect(verified).toHaveCount(1);
  await expect(
    page.getByRole('definition').filter({ has: verified }).getByRole('link'),
  ).toHaveAttribute('href', 'https://junepark.example');
  await expect(page.getByRole('term').filter({ hasText: 'Portfolio' })).toBeVisible();
  const allotment = page.getByRole('definition').filter({ hasText: 'Plot 14' });
  await expect(allotment).toBeVisible();
  await expect(allotment.getByRole('img')).toHaveCount(0);
  // Amara's field is a plain, unverified link.
  await openProfile(page, '/amara', 'Amara Osei');
  await expect(
    page.getByRole('definition').filter({ hasText: 'amara-osei.example' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^Verified link/ })).toHaveCount(0);
});

test('the mention button opens the composer addressed to the user', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  const dmitri = await openProfile(page, '/dmitri', 'Dmitri Volkov');
  await dmitri.getByRole('button', { name: 'Mention' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await slow(composer.getByRole('textbox', { name: 'Post text' })).toHaveValue('@dmitri ');

  // A remote user is addressed with the full name@host.
  await page.goto('/remote-users/@moss@lichen.example');
  const moss = page.getByRole('region', { name: 'Moss Ferreira' }).first();
  await slow(moss.getByRole('button', { name: 'Mention' })).toBeVisible();
  await moss.getByRole('button', { name: 'Mention' }).click();
  await slow(composer.getByRole('textbox', { name: 'Post text' })).toHaveValue(
    '@moss@lichen.example ',
  );
});

test('an avatar that fails to load falls back to the default avatar', async ({ page, request }) => {
  const { avatar } = await account(request, 'dmitri');
  const missing: string[] = [];
  await page.route(avatar, async (route) => {
    missing.push(route.request().url());
    await route.fulfill({ status: 404, body: 'gone' });
  });
  await signInWithToken(page, TOKENS.member);
  await openProfile(page, '/dmitri', 'Dmitri Volkov');
  const link = page.getByRole('link', { name: 'Open the avatar of Dmitri Volkov full size' });
  // The link still opens the real picture; only the shown image falls back.
  await expect(link).toHaveAttribute('href', avatar);
  const picture = link.getByRole('presentation');
  await expect.poll(() => missing.length).toBeGreaterThan(0);
  await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  // The fallback itself is drawn, not a broken image.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('a deactivated user cannot be followed, blocked or muted', async ({ page, request }) => {
  // Deactivated accounts are visible to staff only, so a moderator looks.
  const felix = await account(request, 'felix', TOKENS.moderator);
  await signInWithToken(page, TOKENS.moderator);
  const card = await openProfile(page, `/users/${felix.id}`, 'Felix Brandt');
  const follow = card.getByRole('button', { name: 'Deactivated' });
  await expect(follow).toBeDisabled();
  await expect(card.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Mute', exact: true })).toBeDisabled();
  await card.getByRole('button', { name: 'More actions for Felix Brandt' }).click();
  await expect(card.getByRole('button', { name: 'Block', exact: true })).toBeDisabled();
  // Reporting stays possible.
  await expect(card.getByRole('button', { name: 'Report' })).toBeEnabled();

  // An active user's card, for contrast, offers all three.
  const dmitri = await openProfile(page, '/dmitri', 'Dmitri Volkov');
  await expect(dmitri.getByRole('button', { name: /^Follow/ })).toBeEnabled();
  await expect(dmitri.getByRole('button', { name: 'Mute', exact: true })).toBeEnabled();
  await dmitri.getByRole('button', { name: 'More actions for Dmitri Volkov' }).click();
  await expect(dmitri.getByRole('button', { name: 'Block', exact: true })).toBeEnabled();
});

test('the follow button shows its in-progress state until the server answers', async ({
  page,
  request,
}) => {
  await signInWithToken(page, TOKENS.member);
  for (const [path, name, done] of [
    ['/harbourbot', 'Harbour Tides', 'Following'],
    ['/wren', 'Wren Halloway', 'Requested'],
  ] as const) {
    const id = (await account(request, path.slice(1))).id;
    // Start from not following (the seed may follow them already).
    const unfollow = await request.post(`/api/v1/accounts/${id}/unfollow`, {
      headers: { authorization: `Bearer ${TOKENS.member}` },
    });
    expect(unfollow.ok()).toBe(true);
    const card = await openProfile(page, path, name);
    const follow = card.getByRole('button', { name: /^Follow( back)?$/ });
    await expect(follow).toBeEnabled();
    await request.post('/__control/delay', {
      data: { ms: 3000, path: `/api/v1/accounts/${id}/follow` },
    });
    await follow.click();
    // Held back by the server: busy and disabled, never "Following" early.
    const busy = card.getByRole('button', { name: 'Working…' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await card.screenshot({
      path: `test-results/screenshots/follow-in-progress-${path.slice(1)}-1440.png`,
    });
    await expect(card.getByRole('button', { name: done })).toHaveCount(0);
    await page.waitForTimeout(1500);
    await expect(busy).toBeDisabled();
    await expect(card.getByRole('button', { name: done })).toHaveCount(0);
    // The answer settles it: following, or requested for the locked account.
    const settled = card.getByRole('button', { name: done });
    await expect(settled).toBeEnabled({ timeout: 10_000 });
    await expect(settled).toHaveAttribute('aria-pressed', 'true');
  }
});
