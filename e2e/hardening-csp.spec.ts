import { expect as baseExpect } from '@playwright/test';
import { sidebarForm } from './support/composer';
import { cspTest as test, recordViolations, violations } from './support/csp';
import { signInWithToken, TOKENS } from './support/session';

// The client under the Content-Security-Policy that `npm start` sends (fake-instance/csp.ts):
// the main screens work and the browser reports no violation.

test.use({ viewport: { width: 1440, height: 900 } });
// Busy two-core CI: first paints can take a while.
test.setTimeout(60_000);
const expect = baseExpect.configure({ timeout: 20_000 });

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
