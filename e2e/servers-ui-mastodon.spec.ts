import { expect, test } from './support/refuseWorker';
import { serverUiFlows } from './support/serverUiFlows';
import { signInWithToken, TOKENS } from './support/session';
import { statusArticle, statusIdByText } from './support/statuses';

const server = serverUiFlows('mastodon');

const SUBJECT = 'long bike maintenance rant';
const HIDDEN = /Step one: shift to the smallest cog/;

// On Mastodon a subject is a content warning: by default it hides the text (Akkoma keeps its
// open default, status-fidelity.spec.ts), and the Settings switch shows the value in effect.
test('a post with a content warning shows only its subject until the switch is turned off', async ({
  page,
}) => {
  await signInWithToken(page, TOKENS.member);
  const id = await statusIdByText(
    server.control,
    'Here is the thing nobody tells you',
    TOKENS.member,
  );
  await page.goto(`${server.instance.url}/notice/${id}`);
  const status = statusArticle(page, SUBJECT);
  await expect(status.getByText(SUBJECT, { exact: true })).toBeVisible();
  await expect(status.getByRole('button', { name: 'Show content' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(status.getByText(HIDDEN)).toBeHidden();

  await page.getByRole('button', { name: 'Settings' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const collapse = dialog.getByRole('checkbox', { name: 'Collapse posts with a subject' });
  await expect(collapse).toBeChecked();
  await collapse.uncheck();
  await page.keyboard.press('Escape');
  await expect(status.getByText(HIDDEN)).toBeVisible();
  await expect(status.getByRole('button', { name: 'Show content' })).toHaveCount(0);
});
