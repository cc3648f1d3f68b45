import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { waitForListener } from './support/stream';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

for (const width of [390, 1440]) {
  test(`notifications at ${width} px`, async ({ page, request }) => {
    await request.post('/__control/reset');
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await signInWithToken(page, TOKENS.locked);
    await page.goto('/main/friends');
    await waitForListener(request, 'user');
    for (const type of ['like', 'reaction', 'mention'])
      await request.post('/__control/stream/notification', {
        data: { to: 'wren', from: 'amara', type, emoji: '🎉' },
      });
    if (width < 800) {
      await page.getByRole('button', { name: 'Notifications, unseen' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first(),
      ).toContainText('mentioned you');
    } else {
      await expect(
        page
          .getByRole('region', { name: /^Notifications/ })
          .getByRole('listitem')
          .first(),
      ).toContainText('mentioned you');
    }
    await page.screenshot({ path: `test-results/screenshots/notifications-${width}.png` });
  });

  test(`follow requests and interactions at ${width} px`, async ({ page, request }) => {
    await request.post('/__control/reset');
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await signInWithToken(page, TOKENS.locked);
    await page.goto('/friend-requests');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
    await page.screenshot({ path: `test-results/screenshots/friend-requests-${width}.png` });
    await page.goto('/users/wren/interactions');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/interactions-${width}.png` });
  });
}
