import { expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { accountId } from './support/accounts';
import { findAxeViolations } from './support/axe';
import { startEachTestFromSeed } from './support/seededEach';
import { signInWithToken, TOKENS } from './support/session';
import { setPreferences } from './support/statuses';

test.use({ viewport: { width: 1440, height: 900 } });
// The machine is shared with other runs; page loads can be slow.
test.setTimeout(60_000);
// The first profile view loads its chunk; allow for a busy machine there.
const slow = expect.configure({ timeout: 15_000 });
startEachTestFromSeed();

async function api(request: APIRequestContext, path: string, token: string = TOKENS.member) {
  return request.post(path, { headers: { authorization: `Bearer ${token}` } });
}

const card = (page: Page, name: string) => page.getByRole('region', { name }).first();

test('opens a local and a remote profile from a status', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/public');
  const feed = page.getByRole('feed');
  await feed
    .getByRole('article')
    .getByRole('link', { name: /^Amara Osei @amara$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/amara$/);
  await slow(page.getByRole('heading', { level: 1, name: 'Amara Osei' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
    'href',
    /\/users\/amara\.rss$/,
  );
  expect(await findAxeViolations(page)).toEqual([]);

  await page.goto('/main/all');
  const remote = feed
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /@kit@lichen\.example$/ }) })
    .first();
  // The avatar opens the inline user card; its screen name leads to the profile.
  await remote.getByRole('button', { name: 'Show user card of Kit Adeyemi' }).first().click();
  await remote
    .getByRole('region', { name: 'Kit Adeyemi' })
    .getByRole('link', { name: '@kit@lichen.example' })
    .click();
  await slow(page).toHaveURL(/\/users\/[A-Za-z0-9]+$/);
  await slow(page.getByRole('heading', { level: 1, name: 'Kit Adeyemi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open on the original server' })).toHaveAttribute(
    'href',
    'https://lichen.example/users/kit',
  );
  expect(await findAxeViolations(page)).toEqual([]);
});

// One load of one's own profile: the edit button first (its dialog closed again), then the tabs.
test('the edit button on one’s own card opens the settings; each tab is named in the URL hash', async ({
  page,
}) => {
  // Each step keeps the time a test of its own had.
  test.setTimeout(2 * 60_000);
  await signInWithToken(page, TOKENS.member);
  await page.goto('/juniper');

  await test.step('the edit button on one’s own card opens the settings', async () => {
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog').first();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('each tab is named in the URL hash', async () => {
    const tabs = page.getByRole('navigation', { name: 'Profile views' });
    for (const [name, hash] of [
      ['With replies', 'replies'],
      ['Following', 'followees'],
      ['Followers', 'followers'],
      ['Media', 'media'],
      ['Favourites', 'favorites'],
      ['Posts', 'statuses'],
    ] as const) {
      await tabs.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${hash}$`));
      await expect(tabs.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    // Followed hashtags show on one's own profile only.
    await page.goto('/juniper#followees');
    await page.getByRole('button', { name: 'Hashtags' }).click();
    await expect(page.getByText('Not following any hashtags.')).toBeVisible();
    // Another user's profile has no favourites tab; a hash opens its tab straight away.
    await page.goto('/dmitri#media');
    await expect(tabs.getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Favourites' })).toHaveCount(0);
    // Wren hides her followers: the tab is gone for others.
    await page.goto('/wren');
    await slow(page.getByRole('heading', { level: 1, name: 'Wren Halloway' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Followers' })).toHaveCount(0);
  });
});

test('follows an open account, requests a locked one, unfollows after confirming', async ({
  page,
  request,
}) => {
  const wren = await accountId(request, 'wren');
  const priya = await accountId(request, 'priya');
  await api(request, `/api/v1/accounts/${wren}/unfollow`);
  await api(request, `/api/v1/accounts/${priya}/unfollow`);
  await setPreferences(page, { modalOnUnfollow: true });
  await signInWithToken(page, TOKENS.member);

  await page.goto('/priya');
  const priyaCard = card(page, 'Priya Raman');
  await priyaCard.getByRole('button', { name: /^Follow/ }).click();
  await expect(priyaCard.getByRole('button', { name: 'Following' })).toBeVisible();
  await priyaCard.getByRole('button', { name: 'Following' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Unfollow Priya Raman?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Unfollow' }).click();
  await expect(priyaCard.getByRole('button', { name: /^Follow/ })).toBeVisible();

  await page.goto('/wren');
  const wrenCard = card(page, 'Wren Halloway');
  await expect(wrenCard.getByRole('img', { name: /Locked account/ })).toBeVisible();
  await wrenCard.getByRole('button', { name: /^Follow/ }).click();
  await expect(wrenCard.getByRole('button', { name: 'Requested' })).toBeVisible();
});

test('after an unfollow the person’s posts leave the home timeline', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const feed = page.getByRole('feed');
  // Posts written by Amara (repeats of her posts by others stay, as on Mastodon).
  const byAmara = feed.getByRole('article', { name: /^Amara Osei,/ });
  await expect(byAmara.first()).toBeVisible();
  await byAmara.first().getByRole('button', { name: 'Show user card of Amara Osei' }).click();
  await byAmara.first().getByRole('button', { name: 'Following' }).click();
  await expect(byAmara).toHaveCount(0);
});

test('blocks after confirming and mutes', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/priya');
  const priyaCard = card(page, 'Priya Raman');
  await priyaCard.getByRole('button', { name: 'More actions for Priya Raman' }).click();
  await priyaCard.getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Block Priya Raman?' });
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(priyaCard.getByText('Blocked', { exact: true })).toBeVisible();

  await priyaCard.getByRole('button', { name: 'Mute' }).click();
  await expect(priyaCard.getByText('Muted', { exact: true })).toBeVisible();
  await expect(priyaCard.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await priyaCard.getByRole('button', { name: 'More actions for Priya Raman' }).click();
  await priyaCard.getByRole('button', { name: 'Unblock' }).click();
  await expect(priyaCard.getByText('Blocked', { exact: true })).toHaveCount(0);
});

test('saves the private note after a pause and shows it after reload', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  const notes: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/note') && r.method() === 'POST') notes.push(Date.now());
  });
  await page.goto('/dmitri');
  const note = page.getByRole('textbox', { name: 'Private note about Dmitri Volkov' });
  await note.pressSequentially('Owes me a cello string', { delay: 30 });
  const typedAt = Date.now();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  expect(notes).toHaveLength(1);
  expect((notes[0] ?? 0) - typedAt).toBeGreaterThanOrEqual(1300);
  await page.reload();
  await expect(note).toHaveValue('Owes me a cello string');
});

test('reports a user with two posts', async ({ page, request }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/remote-users/@moss@lichen.example');
  const mossCard = card(page, 'Moss Ferreira');
  await mossCard.getByRole('button', { name: 'More actions for Moss Ferreira' }).click();
  await mossCard.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Moss Ferreira' });
  await dialog.getByRole('textbox').fill('Spam links');
  await dialog.getByRole('checkbox', { name: 'Forward the report to lichen.example' }).check();
  const posts = dialog.getByRole('checkbox', { name: /Include this post/ });
  await posts.nth(0).check();
  await posts.nth(1).check();
  expect(await findAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Report sent. Thank you.')).toBeVisible();
  const reports = (await (await request.get('/__control/reports')).json()) as {
    statusIds: string[];
    comment: string;
    forward: boolean;
  }[];
  // The seed has reports of its own (moderation tools); this one is the last filed.
  const filed = reports.filter((r) => r.comment === 'Spam links');
  expect(filed).toHaveLength(1);
  expect(filed[0]?.statusIds).toHaveLength(2);
  expect(filed[0]).toMatchObject({ comment: 'Spam links', forward: true });
});

test('a failed report says so and keeps the form', async ({ page, request }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/dmitri');
  await request.post('/__control/fail', { data: { status: 500, path: '/api/v1/reports' } });
  const dmitri = card(page, 'Dmitri Volkov');
  await dmitri.getByRole('button', { name: 'More actions for Dmitri Volkov' }).click();
  await dmitri.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Dmitri Volkov' });
  await expect(dialog.getByRole('checkbox', { name: /Forward/ })).toHaveCount(0);
  await dialog.getByRole('textbox').fill('Keep this text');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/Something went wrong/);
  await expect(dialog.getByRole('textbox')).toHaveValue('Keep this text');
});

test('the remote-user route resolves name@host to the profile', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/remote-users/lichen.example/kit');
  await slow(page).toHaveURL(/\/users\/[A-Za-z0-9]+$/);
  await slow(page.getByRole('heading', { level: 1, name: 'Kit Adeyemi' })).toBeVisible();
  await page.goto('/remote-users/@nobody@nowhere.example');
  await expect(page.getByRole('alert')).toHaveText(
    'No user called nobody@nowhere.example could be found.',
  );
});

test('a missing profile says it does not exist', async ({ page }) => {
  await page.goto('/users/nosuchperson');
  await expect(page.getByRole('alert')).toHaveText('This profile does not exist.');
});

test('signed-out visitors get a remote follow form that posts to /main/ostatus', async ({
  page,
}) => {
  let posted: { url: string; body: string } | null = null;
  await page.route('**/main/ostatus', async (route) => {
    posted = { url: route.request().url(), body: route.request().postData() ?? '' };
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' });
  });
  await page.goto('/dmitri');
  await page
    .getByRole('textbox', { name: 'Your account (name@server)' })
    .fill('me@elsewhere.example');
  await page.getByRole('button', { name: 'Remote follow' }).click();
  await expect.poll(() => posted).not.toBeNull();
  const sent = posted as unknown as { url: string; body: string };
  expect(new URL(sent.url).pathname).toBe('/main/ostatus');
  const form = new URLSearchParams(sent.body);
  expect(form.get('nickname')).toBe('dmitri');
  expect(form.get('profile')).toBe('me@elsewhere.example');
  // A remote user's card has no such form.
  await page.goto('/remote-users/@moss@lichen.example');
  await expect(page.getByRole('button', { name: 'Remote follow' })).toHaveCount(0);
});

test('who to follow looks up every relationship at once and follows from the list', async ({
  page,
}) => {
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/accounts/relationships')) lookups.push(r.url());
  });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/who-to-follow');
  const list = page.getByRole('main').getByRole('list');
  const first = list.getByRole('listitem').first();
  await first.getByRole('button', { name: /^Follow/ }).click();
  await expect(first.getByRole('button', { name: /^(Following|Requested)$/ })).toBeVisible();
  expect(lookups).toHaveLength(1);
  expect(new URL(lookups[0] ?? '').searchParams.getAll('id[]').length).toBeGreaterThan(3);
});

test('a highlight chosen on the card marks that person’s posts in timelines', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/amara');
  await slow(page.getByRole('heading', { level: 1, name: 'Amara Osei' })).toBeVisible();
  const kind = page.getByRole('combobox', { name: 'Highlight' });
  await expect(kind).toHaveValue('disabled');
  await kind.selectOption({ label: 'Solid' });
  const colour = page.getByRole('textbox', { name: 'Highlight colour' });
  // The spec's default colour until another is picked.
  await expect(colour).toHaveValue('#ffffff');
  await colour.fill('#ff0000');

  await page.goto('/main/public');
  const feed = page.getByRole('feed');
  const byAuthor = (link: RegExp) =>
    feed
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: link }) })
      .first();
  const amara = byAuthor(/^Amara Osei @amara$/);
  const other = byAuthor(/^Marisol Ortega @marisol$/);
  await expect(amara).toBeVisible();
  const background = (article: typeof amara) =>
    article.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background(amara)).toMatch(/^color\(srgb 1 0 0 \/ 0\.09\)$/);
  expect(await background(other)).toBe('rgba(0, 0, 0, 0)');
  expect(await findAxeViolations(page)).toEqual([]);

  // Side: a stripe on the leading edge instead of a tint.
  await page.goto('/amara');
  await slow(kind).toBeVisible();
  await kind.selectOption({ label: 'Side stripe' });
  await page.goto('/main/public');
  await expect(amara).toBeVisible();
  expect(await amara.evaluate((el) => getComputedStyle(el).boxShadow)).toContain('rgb(255, 0, 0)');
  expect(await background(amara)).toBe('rgba(0, 0, 0, 0)');
});

test('subscribes, hides repeats and mutes a remote domain', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${TOKENS.member}` };
  const relationship = async (acct: string) => {
    const id = await accountId(request, acct);
    const response = await request.get(`/api/v1/accounts/relationships?id[]=${id}`, { headers });
    return ((await response.json()) as Record<string, unknown>[])[0] ?? {};
  };
  await api(request, `/api/v1/accounts/${await accountId(request, 'priya')}/unfollow`);
  await signInWithToken(page, TOKENS.member);
  // Follow first, so the follower-only buttons show.
  await page.goto('/priya');
  const priya = card(page, 'Priya Raman');
  await slow(priya.getByRole('button', { name: /^Follow/ })).toBeEnabled();
  await priya.getByRole('button', { name: /^Follow/ }).click();
  await slow(priya.getByRole('button', { name: 'Following' })).toBeVisible();
  const subscribe = priya.getByRole('button', { name: 'Notify me of posts' });
  await slow(subscribe).toBeVisible();
  await subscribe.click();
  await expect(priya.getByRole('button', { name: 'Stop notifying me of posts' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(async () => (await relationship('priya'))['notifying']).toBe(true);

  await priya.getByRole('button', { name: 'More actions for Priya Raman' }).click();
  await priya.getByRole('button', { name: 'Hide repeats' }).click();
  await expect.poll(async () => (await relationship('priya'))['showing_reblogs']).toBe(false);
  // A local user has no domain to mute.
  await priya.getByRole('button', { name: 'More actions for Priya Raman' }).click();
  await expect(priya.getByRole('button', { name: /^Mute .*\./ })).toHaveCount(0);

  await page.goto('/remote-users/@moss@lichen.example');
  const moss = card(page, 'Moss Ferreira');
  await moss.getByRole('button', { name: 'More actions for Moss Ferreira' }).click();
  await moss.getByRole('button', { name: 'Mute lichen.example' }).click();
  await expect
    .poll(async () => (await relationship('moss@lichen.example'))['domain_blocking'])
    .toBe(true);
});
