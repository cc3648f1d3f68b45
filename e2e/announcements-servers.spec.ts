import { expect, test } from './support/refuseWorker';
import { startSoftwareInstance, type RunningInstance } from './support/instance';
import { signInWithToken, TOKENS } from './support/session';

// The announcements page reached by its address on servers outside the Pleroma family: its
// link is hidden where the server has no announcements, but a typed or kept address showed
// "Loading announcements…" for ever.

test.use({ viewport: { width: 390, height: 844 } });

test.describe('gotosocial', () => {
  let server: RunningInstance;
  test.beforeAll(async () => {
    server = await startSoftwareInstance('gotosocial');
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a server without announcements says so instead of loading for ever', async ({ page }) => {
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${server.url}/announcements`);
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('This server does not offer this.', {
      timeout: 20_000,
    });
    await expect(page.getByText('Loading announcements…')).toHaveCount(0);
    // Information, not a failure: not in the colour the page gives its errors.
    const colours = await page.getByRole('note').evaluate((note) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--danger)';
      document.body.append(probe);
      const danger = getComputedStyle(probe).color;
      probe.remove();
      return { note: getComputedStyle(note).color, danger };
    });
    expect(colours.note).not.toBe(colours.danger);
    await page.screenshot({ path: 'test-results/announcements-gotosocial-390.png' });
  });
});
