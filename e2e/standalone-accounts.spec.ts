import type { Page } from '@playwright/test';
import { expect, test } from './support/refuseWorker';
import { findAxeViolations } from './support/axe';
import { uniqueWord } from './support/composer';
import { startInstance, type RunningInstance } from './support/instance';

/**
 * Issue 16: the client on a plain static host (its own origin, no API) signs in to two fake
 * instances on two other origins, switches between the accounts in place, posts from one and
 * signs out of the other. Every API call crosses origins, so CORS is exercised for real.
 */

let client: RunningInstance;
let instanceA: RunningInstance;
let instanceB: RunningInstance;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 } });
// Three servers and two trips through authorize pages: longer than one page's test.
test.setTimeout(90_000);

test.beforeAll(async () => {
  [client, instanceA, instanceB] = await Promise.all([
    startInstance(['--static-only']),
    startInstance([]),
    startInstance(['--seed', 'harbour', '--title', 'Harbour']),
  ]);
});

test.afterAll(async () => {
  await Promise.all([client?.stop(), instanceA?.stop(), instanceB?.stop()]);
});

const hostOf = (instance: RunningInstance) => new URL(instance.url).host;
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const userPanel = (page: Page) => sidebar(page).getByRole('region', { name: 'Your account' });
const homeTimeline = (page: Page) => page.getByRole('main');
const instancePanel = (page: Page) =>
  sidebar(page).getByRole('region', { name: 'About this instance' });
/** The user panel's own handle line: `@name@host` for an account on another origin. */
const handleShown = (page: Page, handle: string) =>
  expect(userPanel(page).getByText(handle, { exact: true })).toBeVisible();
/** With other accounts stored, the switcher names the active one. */
const activeIs = (page: Page, name: string) =>
  expect(userPanel(page).getByText(new RegExp(`^Signed in as ${name}@`))).toBeVisible();

async function authorize(page: Page, username: string, password: string) {
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Authorize' }).click();
}

/** Someone only instance A's seed has, followed by juniper there; and the same for B. */
const ON_A = 'Amara Osei';
const ON_B = 'Ashley stopper';

test('signs in to two instances from a static host, switches, posts, signs out of one', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const hostA = hostOf(instanceA);
  const hostB = hostOf(instanceB);

  // Nothing serves the API here, so the sign-in form asks for the instance.
  await page.goto(`${client.url}/login`);
  const main = page.getByRole('main');
  const instanceField = main.getByRole('textbox', { name: 'Your instance' });
  await expect(instanceField).toBeVisible();

  // Bad input keeps what was typed and says what is wrong.
  await instanceField.fill('not a domain');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('alert')).toContainText('is not a domain name');
  await expect(instanceField).toHaveValue('not a domain');
  // The static host itself answers, but with no Mastodon API.
  await instanceField.fill(new URL(client.url).host);
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('alert')).toContainText('does not look like a Mastodon-API server');
  expect(await findAxeViolations(page)).toEqual([]);

  // Instance A: its own authorize page, then back to this origin.
  await instanceField.fill(hostA);
  await main.getByRole('button', { name: 'Continue' }).click();
  await authorize(page, 'juniper', 'petrel-juniper');
  await expect(page).toHaveURL(new RegExp(`^${client.url}/main/friends$`));
  await handleShown(page, `@juniper@${hostA}`);
  await expect(homeTimeline(page)).toContainText(ON_A);
  await expect(homeTimeline(page)).not.toContainText(ON_B);
  // The instance panel is A's own, read once A was chosen.
  await expect(instancePanel(page)).toContainText('Petrel Demo is a small, friendly place');

  // Add an account on instance B from the user panel.
  await userPanel(page).getByRole('link', { name: 'Add account' }).click();
  await expect(page).toHaveURL(/\/login\?add=1$/);
  const addField = main.getByRole('textbox', { name: 'Your instance' });
  await expect(addField).toHaveValue(hostA);
  await addField.fill(hostB);
  await main.getByRole('button', { name: 'Continue' }).click();
  await authorize(page, 'bram', 'harbour-bram');
  await expect(page).toHaveURL(new RegExp(`^${client.url}/main/friends$`));
  await activeIs(page, 'bram');
  await handleShown(page, `@bram@${hostB}`);
  await expect(homeTimeline(page)).toContainText(ON_B);
  await expect(homeTimeline(page)).not.toContainText(ON_A);
  // Everything instance-specific is B's now: its panel, and its name on the about page.
  await expect(instancePanel(page)).toContainText('Harbour is a small, friendly place');
  await expect(instancePanel(page)).not.toContainText('Petrel Demo');

  // Back and forth without a reload: a marker on window would vanish with one.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const switcher = userPanel(page).getByRole('navigation', { name: 'Accounts' });
  await switcher
    .getByRole('button', { name: new RegExp(`^Switch to .* @juniper@${hostA}$`) })
    .click();
  await activeIs(page, 'juniper');
  await handleShown(page, `@juniper@${hostA}`);
  await expect(homeTimeline(page)).toContainText(ON_A);
  await expect(homeTimeline(page)).not.toContainText(ON_B);
  await expect(instancePanel(page)).toContainText('Petrel Demo is a small, friendly place');
  await switcher.getByRole('button', { name: new RegExp(`^Switch to .* @bram@${hostB}$`) }).click();
  await activeIs(page, 'bram');
  await expect(homeTimeline(page)).toContainText(ON_B);
  await expect(instancePanel(page)).toContainText('Harbour is a small, friendly place');
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(await findAxeViolations(page)).toEqual([]);

  // Post from B: it lands on instance B, not A.
  const word = uniqueWord('harbour');
  const form = page.getByRole('form', { name: 'Compose a post' });
  await form.getByRole('textbox', { name: 'Post text' }).fill(`Fog lifting ${word}`);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'Post text' })).toHaveValue('');
  await expect(homeTimeline(page)).toContainText(`Fog lifting ${word}`);
  const onB = await page.request.get(`${instanceB.url}/api/v1/timelines/public?local=true`);
  expect(await onB.text()).toContain(word);
  const onA = await page.request.get(`${instanceA.url}/api/v1/timelines/public?local=true`);
  expect(await onA.text()).not.toContain(word);

  // Sign out of A: B stays, and becomes the active account.
  await switcher
    .getByRole('button', { name: new RegExp(`^Switch to .* @juniper@${hostA}$`) })
    .click();
  await activeIs(page, 'juniper');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sign out?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(userPanel(page).getByRole('button', { name: /^Switch to/ })).toHaveCount(0);
  await expect(userPanel(page)).toContainText('@bram');
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(
    switcher.getByRole('button', { name: new RegExp(`^Switch to .* @juniper@${hostA}$`) }),
  ).toHaveCount(0);
  // A's token was revoked on A.
  const stored = await page.evaluate(() => localStorage.getItem('petrel:session') ?? '');
  expect(stored).toContain(hostB);
  expect(stored).not.toContain(hostA);

  // B's session survives a reload.
  await page.reload();
  await expect(userPanel(page)).toContainText('@bram');
  await expect(homeTimeline(page)).toContainText(`Fog lifting ${word}`);
  expect(errors).toEqual([]);
});

test('a visitor with no instance yet is asked for one, then reads it signed out', async ({
  page,
  browser,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const main = page.getByRole('main');
  const instanceField = main.getByRole('textbox', { name: 'Your instance' });
  // The signed-out landing page, and any other that needs an instance, go to the instance form.
  for (const path of ['/main/all', '/', '/notice/1', '/about', '/tag/petrel', '/juniper']) {
    await page.goto(`${client.url}${path}`);
    await expect(page, path).toHaveURL(`${client.url}/login`);
    await expect(instanceField).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
  }
  expect(await findAxeViolations(page)).toEqual([]);

  // Bad input is refused as in sign-in, and what was typed stays.
  const browse = main.getByRole('button', { name: 'Read without signing in' });
  await instanceField.fill(new URL(client.url).host);
  await browse.click();
  await expect(main.getByRole('alert')).toContainText('does not look like a Mastodon-API server');
  await expect(instanceField).toHaveValue(new URL(client.url).host);

  // Choosing A: its public timeline, signed out (A's configured signed-out landing page).
  await instanceField.fill(hostOf(instanceA));
  await browse.click();
  await expect(page).toHaveURL(`${client.url}/main/public`);
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(instancePanel(page)).toContainText('Petrel Demo is a small, friendly place');
  // The instance's logo comes from the instance, not from this static host.
  const logo = page.getByRole('link', { name: 'Petrel Demo' }).first().locator('img');
  await expect(logo).toHaveAttribute('src', `${instanceA.url}/static/logo.png`);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Signed out: the sidebar offers sign-in to the chosen instance.
  await expect(sidebar(page).getByRole('textbox', { name: 'Your instance' })).toHaveValue(
    hostOf(instanceA),
  );

  // The choice is kept: the whole-network timeline reads A after a reload too.
  await page.goto(`${client.url}/main/all`);
  await expect(page).toHaveURL(`${client.url}/main/all`);
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  expect(await findAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/standalone-visitor-1440.png' });
  // A new visitor (nothing stored) on a phone: the same question.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const fresh = await phone.newPage();
  await fresh.goto(`${client.url}/main/all`);
  await expect(fresh).toHaveURL(`${client.url}/login`);
  await expect(
    fresh.getByRole('main').getByRole('textbox', { name: 'Your instance' }),
  ).toBeVisible();
  await fresh.screenshot({ path: 'test-results/screenshots/standalone-choose-instance-390.png' });
  await phone.close();
  expect(errors).toEqual([]);
});

test('each account keeps its own preferences', async ({ page }) => {
  // Two accounts already stored (as a returning person has them), each with its preferences.
  await page.addInitScript(
    ({ a, b }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const account = (url: string, id: string, acct: string, token: string, scope: string) => ({
        key: `${url}|${id}`,
        instanceUrl: url,
        token,
        app: null,
        userId: id,
        acct,
        displayName: acct,
        avatar: '',
        scope,
      });
      localStorage.setItem(
        'petrel:session',
        JSON.stringify({
          state: {
            token: 'demo-token-bram',
            app: null,
            instanceUrl: b.url,
            activeKey: `${b.url}|${b.id}`,
            accounts: [
              account(a.url, a.id, `juniper@${new URL(a.url).host}`, 'demo-token-juniper', ''),
              account(
                b.url,
                b.id,
                `bram@${new URL(b.url).host}`,
                'demo-token-bram',
                `@${b.url}|${b.id}`,
              ),
            ],
          },
          version: 0,
        }),
      );
      // The first test left settings profiles on the servers; a newer local version keeps
      // settings sync from adopting them over the choices stored here.
      localStorage.setItem('petrel:settings-sync', JSON.stringify({ [a.id]: 999, [b.id]: 999 }));
      // Juniper asked to be asked before signing out; Bram did not.
      localStorage.setItem(
        'petrel:preferences',
        JSON.stringify({ state: { values: { modalOnLogout: true } }, version: 0 }),
      );
      localStorage.setItem(
        `petrel:preferences@${b.url}|${b.id}`,
        JSON.stringify({ state: { values: { modalOnLogout: false } }, version: 0 }),
      );
    },
    {
      a: { url: instanceA.url, id: await accountId(page, instanceA, 'demo-token-juniper') },
      b: { url: instanceB.url, id: await accountId(page, instanceB, 'demo-token-bram') },
    },
  );
  await page.goto(`${client.url}/main/friends`);
  await activeIs(page, 'bram');
  const switcher = userPanel(page).getByRole('navigation', { name: 'Accounts' });
  await switcher.getByRole('button', { name: /^Switch to .* @juniper@/ }).click();
  await activeIs(page, 'juniper');
  // Juniper's preference: the question comes.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sign out?' })
    .getByRole('button', { name: 'Stay signed in' })
    .click();
  await switcher.getByRole('button', { name: /^Switch to .* @bram@/ }).click();
  await activeIs(page, 'bram');
  // Bram's preference: out at once; Juniper's account takes over.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(userPanel(page).getByRole('button', { name: /^Switch to/ })).toHaveCount(0);
  await expect(userPanel(page)).toContainText('@juniper');
  // The last account leaves: a visitor of the same instance, whose public timeline stays
  // readable, and the sign-in form asks for an instance again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sign out?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page).toHaveURL(/\/main\/public$/);
  await expect(sidebar(page).getByRole('textbox', { name: 'Your instance' })).toHaveValue(
    new URL(instanceA.url).host,
  );
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

async function accountId(page: Page, instance: RunningInstance, token: string) {
  const response = await page.request.get(`${instance.url}/api/v1/accounts/verify_credentials`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { id: string }).id;
}
