import { expect as baseExpect, test as base, type Page } from '@playwright/test';
import { sidebarForm } from './support/composer';
import { startInstance } from './support/instance';
import { signInWithToken, TOKENS } from './support/session';

// The client under the Content-Security-Policy that `npm start` sends (fake-instance/csp.ts):
// the main screens work and the browser reports no violation.

const test = base.extend<object, { cspUrl: string }>({
  cspUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const instance = await startInstance(['--control', '--csp']);
      await provide(instance.url);
      await instance.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ cspUrl }, provide) => provide(cspUrl),
});

test.use({ viewport: { width: 1440, height: 900 } });
// Busy two-core CI: first paints can take a while.
test.setTimeout(60_000);
const expect = baseExpect.configure({ timeout: 20_000 });

async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('the page carries the policy', async ({ request }) => {
  const response = await request.get('/main/all');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).not.toContain("'unsafe-eval'");
});

test('a visitor reads timelines and a conversation without violations', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/main/all');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('feed').getByRole('article').first().getByRole('link').last().click();
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('textbox', { name: 'Username' }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a member reads home, opens media and writes a post without violations', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await recordViolations(page);
  await page.goto('/main/friends');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible({
    timeout: 20_000,
  });
  const form = sidebarForm(page);
  await form.getByRole('textbox', { name: 'Post text' }).fill('Checking the policy');
  await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
  const gallery = page.getByRole('group', { name: 'Attachments' }).first();
  await gallery.getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Media viewer' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
