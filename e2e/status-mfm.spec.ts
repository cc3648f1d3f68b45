import { expect, test } from './support/fixtures';
import { TOKENS } from './support/session';
import { resetInstance, setPreferences, statusArticle, statusIdByText } from './support/statuses';

const MFM_POST = 'Finished the scarf at last';

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

test('a Misskey markdown post renders its functions, and they stop under stopGifs', async ({
  page,
  request,
}) => {
  const id = await statusIdByText(request, MFM_POST, TOKENS.member);
  await page.goto(`/notice/${id}`);
  const status = statusArticle(page, MFM_POST);
  await expect(status).toContainText('Cast off! The fringe came out enormous');
  await expect(status).not.toContainText('$[');
  const tada = status.getByText('Cast off!', { exact: true });
  await expect(tada).toHaveCSS('animation-name', 'mfm-tada');
  const big = status.getByText('enormous', { exact: true });
  const size = (el: HTMLElement) => parseFloat(getComputedStyle(el).fontSize);
  const bodySize = await status.getByText('The fringe came out', { exact: false }).evaluate(size);
  expect(await big.evaluate(size)).toBeGreaterThan(bodySize * 1.8);
  await expect(status.getByText('all the way round', { exact: true })).toHaveCSS(
    'animation-duration',
    '3s',
  );

  await setPreferences(page, { stopGifs: true });
  await page.reload();
  await expect(statusArticle(page, MFM_POST).getByText('Cast off!', { exact: true })).toHaveCSS(
    'animation-name',
    'none',
  );
});

test('reduced motion stops Misskey markdown animations', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const id = await statusIdByText(request, MFM_POST, TOKENS.member);
  await page.goto(`/notice/${id}`);
  const tada = statusArticle(page, MFM_POST).getByText('Cast off!', { exact: true });
  await expect(tada).toBeVisible();
  await expect(tada).toHaveCSS('animation-name', 'none');
  // Static functions still apply.
  await expect(statusArticle(page, MFM_POST).getByText('enormous', { exact: true })).toHaveCSS(
    'display',
    'inline-block',
  );
});
