import { accountId } from './support/accounts';
import { findAxeViolations } from './support/axe';
import { sidebarForm } from './support/composer';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { setPreferences } from './support/stream';

// Moderation and admin tools (issue 13): the moderation modal for staff, the admin menu on
// the user card, and the admin API's answers to people without the role.

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ request }) => {
  await request.post('/__control/reset');
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function accountOf(request: APIRequestContext, acct: string) {
  const answer = await request.get(`/api/v1/accounts/${acct}`, { headers: auth(TOKENS.admin) });
  return (await answer.json()) as {
    pleroma: { is_moderator: boolean; tags: string[]; deactivated?: boolean };
  };
}

async function openModeration(page: Page) {
  await page.getByRole('button', { name: 'Moderation', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Moderation' });
  await expect(modal.getByText(/^\d+ reports?$/)).toBeVisible({ timeout: 15_000 });
  return modal;
}

test('a moderator changes a report state and adds and deletes a note', async ({
  page,
  request,
}) => {
  await signInWithToken(page, TOKENS.moderator);
  await page.goto('/main/public');
  const modal = await openModeration(page);
  await expect(modal.getByRole('button', { name: 'Open', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(modal.getByText('12 reports')).toBeVisible();

  // Account, actor, content, notes with their authors.
  const report = modal.getByRole('article', { name: 'Report about @priya' });
  await expect(report.getByRole('link', { name: /Dmitri Volkov @dmitri/ })).toBeVisible();
  await expect(report.getByText('Quoted my post out of context to pile on.')).toBeVisible();
  const noted = modal.getByRole('article', { name: /Report about @jonas@/ });
  await expect(noted.getByRole('listitem', { name: 'Note by Marisol Ortega' })).toBeVisible();
  await expect(noted.getByRole('listitem', { name: 'Note by Tobias Lindqvist' })).toBeVisible();
  expect(await findAxeViolations(page)).toEqual([]);

  // Change the state; the id goes out as a string.
  const patch = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().endsWith('/api/v1/pleroma/admin/reports'),
  );
  await report
    .getByRole('combobox', { name: 'State of the report about @priya' })
    .selectOption('closed');
  const sent = (await patch).postDataJSON() as { reports: { id: unknown; state: string }[] };
  expect(typeof sent.reports[0]?.id).toBe('string');
  expect(sent.reports[0]?.state).toBe('closed');
  await modal.getByRole('button', { name: 'Closed', exact: true }).click();
  const closed = modal.getByRole('article', { name: 'Report about @priya' });
  await expect(
    closed.getByRole('combobox', { name: 'State of the report about @priya' }),
  ).toHaveValue('closed');

  // Add a note, then delete it.
  await closed
    .getByRole('textbox', { name: 'Add a note to the report about @priya' })
    .fill('Spoke to both; closing.');
  await closed.getByRole('button', { name: 'Add note' }).click();
  const note = closed.getByRole('listitem', { name: 'Note by Tobias Lindqvist' });
  await expect(note).toContainText('Spoke to both; closing.');
  await expect(
    closed.getByRole('textbox', { name: 'Add a note to the report about @priya' }),
  ).toHaveValue('');
  await note.getByRole('button', { name: 'Delete the note by Tobias Lindqvist' }).click();
  await expect(note).toHaveCount(0);

  const stored = await request.get('/api/v1/pleroma/admin/reports?state=closed', {
    headers: auth(TOKENS.moderator),
  });
  const body = (await stored.json()) as {
    reports: { content: string; notes: unknown[] }[];
  };
  const priya = body.reports.find((r) => r.content.startsWith('Quoted my post'));
  expect(priya?.notes).toEqual([]);
});

// One moderator's page: the fields' look is read before the report is closed and noted.
test('the report fields look like the app’s; a report closed under Open stays until one leaves', async ({
  page,
}) => {
  // Each step keeps the time a test of its own had.
  test.setTimeout(2 * 30_000);
  await signInWithToken(page, TOKENS.moderator);
  await page.goto('/main/public');

  await test.step('the report state and note fields look like the app’s other fields', async () => {
    const look = (field: Locator) =>
      field.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          background: style.backgroundColor,
          border: style.borderTopColor,
          color: style.color,
          radius: style.borderTopLeftRadius,
        };
      });
    const composerField = await look(sidebarForm(page).getByRole('textbox', { name: 'Post text' }));
    const modal = await openModeration(page);
    const report = modal.getByRole('article', { name: 'Report about @priya' });
    const state = report.getByRole('combobox', { name: 'State of the report about @priya' });
    const note = report.getByRole('textbox', { name: 'Add a note to the report about @priya' });
    expect(await look(state)).toEqual(composerField);
    expect(await look(note)).toEqual(composerField);
    await modal.getByRole('button', { name: 'Close Moderation' }).click();
    await expect(modal).toHaveCount(0);
  });

  await test.step('a report closed under the Open filter stays in view while notes are added, until one leaves', async () => {
    let modal = await openModeration(page);
    const report = modal.getByRole('article', { name: 'Report about @priya' });
    const state = report.getByRole('combobox', { name: 'State of the report about @priya' });
    await state.selectOption('closed');
    await expect(state).toHaveValue('closed');
    const note = report.getByRole('textbox', { name: 'Add a note to the report about @priya' });
    await note.fill('Closed after a word with both.');
    await report.getByRole('button', { name: 'Add note' }).click();
    // Still there, closed, with the note the server stored.
    await expect(note).toHaveValue('');
    await expect(report.getByRole('listitem', { name: 'Note by Tobias Lindqvist' })).toContainText(
      'Closed after a word with both.',
    );
    await expect(state).toHaveValue('closed');
    await note.fill('And a second one.');
    await report.getByRole('button', { name: 'Add note' }).click();
    await expect(report.getByRole('listitem', { name: 'Note by Tobias Lindqvist' })).toHaveCount(2);

    // Leaving the reports lets it go: reopened under Open, the closed report is not listed.
    await modal.getByRole('button', { name: 'Close Moderation' }).click();
    modal = await openModeration(page);
    await expect(modal.getByRole('article', { name: 'Report about @priya' })).toHaveCount(0);
    await expect(modal.getByText('11 reports')).toBeVisible();
  });
});

test('the modal pages through reports, minimizes to a peek bar and closes', async ({ page }) => {
  await signInWithToken(page, TOKENS.moderator);
  await page.goto('/main/public');
  const modal = await openModeration(page);
  const pager = modal.getByRole('navigation', { name: 'Report pages' });
  await expect(pager.getByText('Page 1 of 2')).toBeVisible();
  await expect(modal.getByRole('article')).toHaveCount(10);
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await expect(modal.getByRole('article')).toHaveCount(2);
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

  await modal.getByRole('button', { name: 'Resolved', exact: true }).click();
  await expect(modal.getByText('1 report', { exact: true })).toBeVisible();
  await expect(pager).toHaveCount(0);

  await modal.getByRole('button', { name: 'Minimize Moderation' }).click();
  await expect(modal.getByRole('article')).toBeHidden();
  await modal.getByRole('button', { name: 'Restore Moderation' }).click();
  await expect(modal.getByRole('article')).toHaveCount(1);
  await modal.getByRole('button', { name: 'Close Moderation' }).click();
  await expect(page.getByRole('dialog', { name: 'Moderation' })).toHaveCount(0);
});

test('reports are polled every 60 seconds for staff', async ({ page, request }) => {
  await page.clock.install();
  await signInWithToken(page, TOKENS.moderator);
  const polls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/pleroma/admin/reports')) polls.push(r.url());
  });
  await page.goto('/main/public');
  // The first poll starts with the sign-in, before the modal was ever opened.
  await expect.poll(() => polls.length).toBeGreaterThan(0);
  const modal = await openModeration(page);
  await expect(modal.getByText('12 reports')).toBeVisible();

  const filed = await request.post('/api/v1/reports', {
    headers: auth(TOKENS.member),
    data: { account_id: await accountId(request, 'dmitri'), comment: 'New one' },
  });
  expect(filed.ok()).toBe(true);
  const before = polls.length;
  await page.clock.runFor(60_000);
  await expect.poll(() => polls.length).toBeGreaterThan(before);
  await expect(modal.getByText('13 reports')).toBeVisible();
  await expect(modal.getByText('New one')).toBeVisible();
});

test('a member sees no moderation entry and the admin calls answer 403', async ({
  page,
  request,
}) => {
  const reportPolls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/pleroma/admin/')) reportPolls.push(r.url());
  });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/amara');
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Osei' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Moderation/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Administration/ })).toHaveCount(0);
  expect(reportPolls).toEqual([]);

  const member = auth(TOKENS.member);
  const answers = await Promise.all([
    request.get('/api/v1/pleroma/admin/reports', { headers: member }),
    request.patch('/api/v1/pleroma/admin/reports', {
      headers: member,
      data: { reports: [] },
    }),
    request.post('/api/v1/pleroma/admin/users/amara/permission_group/moderator', {
      headers: member,
    }),
    request.put('/api/v1/pleroma/admin/users/tag', {
      headers: member,
      data: { nicknames: ['amara'], tags: ['mrf_tag:sandbox'] },
    }),
    request.patch('/api/v1/pleroma/admin/users/deactivate', {
      headers: member,
      data: { nicknames: ['amara'] },
    }),
    request.delete('/api/v1/pleroma/admin/users?nickname=amara', { headers: member }),
  ]);
  expect(answers.map((a) => a.status())).toEqual([403, 403, 403, 403, 403, 403]);
  const amara = await accountOf(request, 'amara');
  expect(amara.pleroma).toMatchObject({ is_moderator: false, tags: [], deactivated: false });
});

test('admins get the administration link in a new tab; moderators do not', async ({ page }) => {
  await signInWithToken(page, TOKENS.admin);
  await page.goto('/main/public');
  const link = page.getByRole('link', { name: 'Administration (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', '/pleroma/admin/#/login-pleroma');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Moderation', exact: true })).toBeVisible();

  await page.evaluate(() => window.localStorage.clear());
  await signInWithToken(page, TOKENS.moderator);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Moderation', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Administration/ })).toHaveCount(0);
});

test('a moderator gets no admin menu on the user card', async ({ page }) => {
  await signInWithToken(page, TOKENS.moderator);
  await page.goto('/amara');
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Osei' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More actions for Amara Osei' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Moderation tools/ })).toHaveCount(0);
});

test.describe('admin menu', () => {
  const menu = (page: Page) =>
    page.getByRole('button', { name: 'Moderation tools for Amara Osei' });
  const card = (page: Page) => page.getByRole('region', { name: 'Amara Osei' }).first();

  test('grants moderator, deactivates and reactivates, and tags a local user', async ({
    page,
    request,
  }) => {
    await signInWithToken(page, TOKENS.admin);
    await page.goto('/amara');
    await menu(page).click();
    await expect(page.getByRole('button', { name: 'Grant admin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quarantine' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Keep posts from federating' })).toBeVisible();
    expect(await findAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Grant moderator' }).click();
    await expect(page.getByRole('button', { name: 'Revoke moderator' })).toBeVisible();
    await expect(card(page).getByText('Moderator', { exact: true })).toBeVisible();
    expect((await accountOf(request, 'amara')).pleroma.is_moderator).toBe(true);

    await page.getByRole('button', { name: 'Deactivate account' }).click();
    await expect(page.getByRole('button', { name: 'Activate account' })).toBeVisible();
    await expect(card(page).getByRole('button', { name: 'Deactivated' })).toBeDisabled();
    expect((await accountOf(request, 'amara')).pleroma.deactivated).toBe(true);
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect(page.getByRole('button', { name: 'Deactivate account' })).toBeVisible();
    await expect(card(page).getByRole('button', { name: 'Deactivated' })).toHaveCount(0);
    expect((await accountOf(request, 'amara')).pleroma.deactivated).toBe(false);

    const unlisted = page.getByRole('button', { name: 'Force posts to be unlisted' });
    await expect(unlisted).toHaveAttribute('aria-pressed', 'false');
    await unlisted.click();
    await expect(unlisted).toHaveAttribute('aria-pressed', 'true');
    expect((await accountOf(request, 'amara')).pleroma.tags).toEqual(['mrf_tag:force-unlisted']);
  });

  test('a refused call changes nothing on the card', async ({ page, request }) => {
    await signInWithToken(page, TOKENS.admin);
    await page.goto('/amara');
    await request.post('/__control/fail', {
      data: { status: 500, path: '/api/v1/pleroma/admin/users/amara/permission_group/moderator' },
    });
    await menu(page).click();
    await page.getByRole('button', { name: 'Grant moderator' }).click();
    await expect(page.getByText(/The moderation action failed/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grant moderator' })).toBeVisible();
    await expect(card(page).getByText('Moderator', { exact: true })).toHaveCount(0);
  });

  test('remote users get no rights toggles and fewer policy tags', async ({ page }) => {
    await signInWithToken(page, TOKENS.admin);
    await page.goto('/remote-users/lichen.example/kit');
    await page.getByRole('button', { name: /^Moderation tools for / }).click();
    await expect(page.getByRole('button', { name: 'Deactivate account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Force posts to be sensitive' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grant moderator' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Disallow following at all' })).toHaveCount(0);
    // Keyboard: the first item has the focus; Escape closes and hands it back to the toggle.
    await expect(page.getByRole('button', { name: 'Deactivate account' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Deactivate account' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Moderation tools for / })).toBeFocused();
  });

  test('policy tags need the tag policy on the instance', async ({ page, request }) => {
    // Read once outside the page: a `route.fetch()` response is disposed when the page drops its
    // request (the early script's and the app's asks overlap), and the handler then threw.
    const json = (await (await request.get('/nodeinfo/2.0.json')).json()) as {
      metadata: { federation: { mrf_policies: string[] } };
    };
    json.metadata.federation.mrf_policies = json.metadata.federation.mrf_policies.filter(
      (p) => p !== 'TagPolicy',
    );
    expect(json.metadata.federation.mrf_policies.length).toBeGreaterThan(0);
    await page.route('**/nodeinfo/2.0.json', (route) => route.fulfill({ json }));
    await signInWithToken(page, TOKENS.admin);
    await page.goto('/amara');
    await menu(page).click();
    await expect(page.getByRole('button', { name: 'Deactivate account' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Force posts to be unlisted' })).toHaveCount(0);
  });

  test('deletes a user after confirming; their posts show as deleted', async ({
    page,
    request,
  }) => {
    const crashes: string[] = [];
    page.on('pageerror', (e) => crashes.push(e.message));
    // Every row keeps its content: the sign-in's sync notices push the feed down, and ezra's
    // ninth row would otherwise be dropped as far from view before it is counted.
    await setPreferences(page, { virtualScrolling: false });
    await signInWithToken(page, TOKENS.admin);
    await page.goto('/main/public');
    const feed = page.getByRole('feed');
    const ezraPosts = feed
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: /^Ezra Whitlock @ezra$/ }) });
    await expect(ezraPosts.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shown = await ezraPosts.count();
    expect(shown).toBeGreaterThan(0);
    await ezraPosts
      .first()
      .getByRole('link', { name: /^Ezra Whitlock @ezra$/ })
      .click();
    await expect(page).toHaveURL(/\/ezra$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ezra Whitlock' })).toBeVisible();

    await page.getByRole('button', { name: 'Moderation tools for Ezra Whitlock' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the account of Ezra Whitlock?' });
    await expect(confirm).toBeVisible();
    expect(await findAxeViolations(page)).toEqual([]);
    // Cancel first: nothing happens.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page).toHaveURL(/\/ezra$/);
    await page.getByRole('button', { name: 'Delete account' }).click();
    await confirm.getByRole('button', { name: 'Delete account' }).click();

    // The profile was open, so the app goes back a page: the timeline, with the posts deleted.
    await expect(page).toHaveURL(/\/main\/public$/);
    await expect(page.getByText('The account of Ezra Whitlock was deleted.')).toBeVisible();
    // Every post of theirs in the feed now reads as deleted; none shows its content any more.
    await expect(ezraPosts).toHaveCount(0);
    await expect
      .poll(() => feed.getByText('This status was deleted').count())
      .toBeGreaterThanOrEqual(shown);
    const gone = await request.get('/api/v1/accounts/ezra/statuses', {
      headers: auth(TOKENS.admin),
    });
    expect(gone.status() === 404 || ((await gone.json()) as unknown[]).length === 0).toBe(true);
    expect(crashes).toEqual([]);
  });
});
