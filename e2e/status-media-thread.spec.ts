import { expect, test } from './support/fixtures';
import { TOKENS } from './support/session';
import { resetInstance, setPreferences, statusIdByText, statusArticle } from './support/statuses';

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

test('the media viewer by mouse and keys; Escape and browser back close it', async ({
  page,
  request,
}) => {
  const id = await statusIdByText(request, 'The harbour at dusk, four ways', TOKENS.member);
  await page.goto(`/notice/${id}`);
  const gallery = statusArticle(page, 'The harbour at dusk, four ways').getByRole('group', {
    name: 'Attachments',
  });
  await gallery.getByRole('button').first().click();
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText('1 / 4');
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText('2 / 4');
  await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(viewer).toContainText('3 / 4');
  await viewer.getByRole('button', { name: 'Previous' }).click();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  // Wraps around from the first to the last.
  await expect(viewer).toContainText('4 / 4');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/notice/${id}$`));

  await gallery.getByRole('button').nth(1).click();
  // Shown, not only rendered: the same effect that opens the dialog adds its history entry,
  // and a back before it left the page (about:blank, one CI run of 27 Nov).
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText('2 / 4');
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/notice/${id}$`));

  await gallery.getByRole('button').first().click();
  await viewer.getByRole('button', { name: 'Close media viewer' }).click();
  await expect(viewer).toHaveCount(0);
});

test('the media viewer by swipe', async ({ page, request }) => {
  const id = await statusIdByText(request, 'The harbour at dusk, four ways', TOKENS.member);
  await page.goto(`/notice/${id}`);
  await statusArticle(page, 'The harbour at dusk, four ways')
    .getByRole('group', { name: 'Attachments' })
    .getByRole('button')
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  await expect(viewer).toContainText('1 / 4');
  const stage = viewer.locator('.media-viewer__stage');
  const width = page.viewportSize()?.width ?? 1280;
  const swipe = async (from: number, to: number) => {
    await stage.dispatchEvent('pointerdown', {
      pointerId: 7,
      pointerType: 'touch',
      clientX: from,
      clientY: 300,
      isPrimary: true,
    });
    await stage.dispatchEvent('pointermove', {
      pointerId: 7,
      pointerType: 'touch',
      clientX: to,
      clientY: 300,
      isPrimary: true,
    });
    await stage.dispatchEvent('pointerup', {
      pointerId: 7,
      pointerType: 'touch',
      clientX: to,
      clientY: 300,
      isPrimary: true,
    });
  };
  await swipe(width * 0.8, width * 0.3);
  await expect(viewer).toContainText('2 / 4');
  await swipe(width * 0.3, width * 0.4); // under 25 %: no change
  await expect(viewer).toContainText('2 / 4');
  await swipe(width * 0.2, width * 0.8);
  await expect(viewer).toContainText('1 / 4');
});

test('a thread 8 deep in tree mode, with dive in and out', async ({ page, request }) => {
  await setPreferences(page, {
    conversationDisplay: 'tree',
    conversationTreeAdvanced: true,
    conversationTreeFadeAncestors: true,
  });
  const id = await statusIdByText(request, 'Question for the woodworkers', TOKENS.member);
  await page.goto(`/notice/${id}`);
  const deepest = page.getByRole('article', { name: /my rule for pens/ });
  const fifth = page.getByRole('article', { name: /Lurking botanist/ });
  const fourth = page.getByRole('article', { name: /Carving is a different world/ });
  // maxDepthInThread 6: replies show to depth 4; the fifth level waits behind a button.
  await expect(fourth).toBeVisible();
  await expect(fifth).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show 1 reply' }).first()).toBeVisible();
  await fourth.getByRole('button', { name: 'Show only the conversation under this post' }).click();
  await expect(deepest).toBeVisible();
  await expect(fifth).toBeVisible();
  // The dive shows the ancestors above the subtree, faded (conversationTreeFadeAncestors).
  const ancestor = page.getByRole('article', { name: /should a beginner buy/ });
  await expect(ancestor).toBeVisible();
  const opacity = await page
    .getByRole('list', { name: /^\d+ earlier posts?$/ })
    .evaluate((el) => Number(getComputedStyle(el).opacity));
  expect(opacity).toBeLessThan(1);
  // Dive out goes up one level: the fourth level's parent, so the eighth is too deep again.
  await page.getByRole('button', { name: 'Dive out one level' }).click();
  await expect(deepest).toHaveCount(0);
  await expect(fifth).toBeVisible();
  await page.getByRole('button', { name: 'Show full thread' }).click();
  await expect(fifth).toHaveCount(0);
  await expect(fourth).toBeVisible();
});

test('a basic tree (no advanced controls) folds deep replies behind a button', async ({
  page,
  request,
}) => {
  await setPreferences(page, { conversationDisplay: 'tree' });
  const id = await statusIdByText(request, 'Question for the woodworkers', TOKENS.member);
  await page.goto(`/notice/${id}`);
  const fourth = page.getByRole('article', { name: /Carving is a different world/ });
  const fifth = page.getByRole('article', { name: /Lurking botanist/ });
  await expect(fourth).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Show only the conversation under this post' }),
  ).toHaveCount(0);
  await expect(fifth).toHaveCount(0);
  await page.getByRole('button', { name: 'Show 1 reply' }).first().click();
  await expect(fifth).toBeVisible();
});

// One page of the reply: both steps only read it.
test('linear display lists the whole thread; hovering the reply-to line shows the replied-to status', async ({
  page,
  request,
}) => {
  // Each step keeps the time a test of its own had.
  test.setTimeout(2 * 30_000);
  const id = await statusIdByText(request, 'Carving is a different world', TOKENS.member);
  await page.goto(`/notice/${id}`);

  await test.step('linear display lists the whole thread with the highlighted status current', async () => {
    await expect(
      page.getByRole('article', { name: /Carving is a different world/ }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('article', { name: /my rule for pens/ })).toBeVisible();
    await expect(page.getByRole('article', { name: /should a beginner buy/ })).toBeVisible();
  });

  await test.step('hovering the reply-to line shows the replied-to status in a popover', async () => {
    const reply = statusArticle(page, 'Carving is a different world');
    await reply.getByRole('link', { name: 'Reply to @juniper' }).hover();
    const popover = page.getByRole('tooltip');
    await expect(popover.getByRole('article', { name: /Jumping in/ })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(popover).toHaveCount(0);
  });
});
