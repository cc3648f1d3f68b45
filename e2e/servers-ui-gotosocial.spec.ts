import { expect, test } from './support/refuseWorker';
import { serverUiFlows } from './support/serverUiFlows';

const server = serverUiFlows('gotosocial');

// GoToSocial's sign-up takes an address, a password, a reason of 40 to 500 characters and no
// display name or bio; it answers a bare token for an account that can sign in only once its
// address is confirmed and a moderator approved it. Before, the form asked for a display name
// and a bio the server drops, called the address optional, and Sign up then did nothing.
test('sign-up on GoToSocial asks what it takes and ends on the request-sent page', async ({
  page,
}) => {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/accounts')
      sent.push(request.postDataJSON() as Record<string, unknown>);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.instance.url}/registration`);
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'Username' })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('textbox', { name: 'Display name' })).toHaveCount(0);
  await expect(main.getByRole('textbox', { name: /^Bio/ })).toHaveCount(0);
  await main.getByRole('textbox', { name: 'Username' }).fill('heron');
  await main
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill('a long walk by the estuary');
  await main
    .getByRole('textbox', { name: 'Password confirmation' })
    .fill('a long walk by the estuary');
  await main
    .getByRole('textbox', { name: 'Why do you want to join?' })
    .fill('I write about the birds of the estuary and want to follow local people.');
  await main.getByRole('button', { name: 'Sign up' }).click();
  await expect(main.getByText('Email cannot be left blank')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/servers-ui-gotosocial-signup-390.png' });
  expect(sent).toEqual([]);
  await main.getByRole('textbox', { name: 'Email' }).fill('heron@mail.example');
  await main.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/registration-request-sent\?confirm=email$/);
  await expect(page.getByRole('main')).toContainText(
    'First confirm your address with the link in your email',
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toHaveProperty('fullname');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screenshots/servers-ui-gotosocial-signup-1440.png' });
});

// The reset mail is Pleroma's call; GoToSocial has none, so the link led to a form that could
// not send anything.
test('the sign-in panel offers sign-up but no password reset on GoToSocial', async ({ page }) => {
  await page.goto(`${server.instance.url}/main/public`);
  const panel = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(panel.getByRole('link', { name: 'Create an account' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(panel.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
});
