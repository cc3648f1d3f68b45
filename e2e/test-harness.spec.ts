import { existsSync } from 'node:fs';
import { expect, test } from './support/refuseWorker';
import { pollsSooner } from './support/pollSooner';

// The harness's own shortcuts (docs/decisions.md, "Tests: `npm test` under 20 minutes,
// eleventh round"): they reach into Playwright, so a Playwright update that moves what they
// patch must fail here rather than make the suite slow again without a word.

test('waits look again sooner: locator waits and expect.poll took the shorter steps', async ({
  page,
}) => {
  await page.setContent('<p>ready</p>');
  await expect(page.getByText('ready')).toBeVisible();
  expect(pollsSooner()).toEqual({ locatorWaits: true, expectPoll: true });
  // The `expect` the specs import is the one patched: in 2 s it looks 9 times (Playwright's own
  // steps: at most 6).
  let looks = 0;
  await expect(expect.poll(() => ++looks > 1_000, { timeout: 2_000 }).toBe(true)).rejects.toThrow();
  expect(looks).toBeGreaterThanOrEqual(7);
});

test('with PETREL_E2E_SCREENSHOTS=off a screenshot to a file is left out, one read back is taken', async ({
  page,
}, testInfo) => {
  await page.setContent('<p>shot</p>');
  const before = process.env.PETREL_E2E_SCREENSHOTS;
  const file = testInfo.outputPath('left-out.png');
  process.env.PETREL_E2E_SCREENSHOTS = 'off';
  try {
    await page.screenshot({ path: file });
    await page.getByText('shot').screenshot({ path: file });
    expect(existsSync(file)).toBe(false);
    expect((await page.screenshot()).length).toBeGreaterThan(0);
  } finally {
    if (before === undefined) delete process.env.PETREL_E2E_SCREENSHOTS;
    else process.env.PETREL_E2E_SCREENSHOTS = before;
  }
  await page.screenshot({ path: file });
  expect(existsSync(file)).toBe(before !== 'off');
});
