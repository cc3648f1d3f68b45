import type { APIRequestContext } from '@playwright/test';
import { findAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/fixtures';
import { startEachTestFromSeed } from './support/seededEach';
import { signInWithToken, TOKENS } from './support/session';
import { statusArticle, statusIdByText } from './support/statuses';

test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const TEXT = 'Which seed should I sow first';
const REACTORS = ['demo-token-wren', 'demo-token-tobias', 'demo-token-amara'];

async function reactAll(request: APIRequestContext, id: string) {
  for (const token of REACTORS) {
    const response = await request.put(
      `/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent('🦔')}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** Opens the post and hovers its 🦔 reaction until the list of who reacted shows. */
async function hoverHedgehog(page: Page, id: string) {
  await page.goto(`/notice/${id}`);
  const reaction = statusArticle(page, TEXT)
    .first()
    .getByRole('group', { name: 'Reactions' })
    .getByRole('button', { name: /🦔, 3$/ });
  const tip = page.getByRole('tooltip');
  // The page may still shift while its side panels load, moving the reaction from the pointer.
  await expect(async () => {
    await reaction.hover();
    await expect(tip).toBeVisible({ timeout: 3000 });
  }).toPass();
  return { reaction, tip };
}

startEachTestFromSeed();

test('hovering or focusing a reaction shows who reacted', async ({ page, request }) => {
  const id = await statusIdByText(request, TEXT, TOKENS.member);
  await reactAll(request, id);
  await signInWithToken(page, TOKENS.member);
  const { reaction, tip } = await hoverHedgehog(page, id);
  await expect(tip).toContainText('Reacted with 🦔');
  await expect(tip.getByRole('listitem')).toHaveCount(3);
  for (const name of ['Wren Halloway @wren', 'Tobias Lindqvist @tobias', 'Amara Osei @amara'])
    await expect(tip.getByRole('img', { name })).toBeVisible();
  await expect(reaction).toHaveAccessibleDescription(/Reacted with 🦔.*Wren Halloway/);
  expect(await findAxeViolations(page)).toEqual([]);
  await page.mouse.move(0, 0);
  await expect(tip).toHaveCount(0);

  // Keyboard: focus shows it, Escape hides it without moving focus.
  await reaction.focus();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toHaveCount(0);
  await expect(reaction).toBeFocused();
});

test('visitors see who reacted too; the list stops at 16', async ({ page, request }) => {
  const id = await statusIdByText(request, TEXT, TOKENS.member);
  await reactAll(request, id);
  // Three people reacted here; the server's reply gets seventeen more to pass the limit.
  await page.route(`**/api/v1/pleroma/statuses/${id}/reactions`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { name: string; accounts: { id: string }[] }[];
    const hedgehog = body.find((r) => r.name === '🦔');
    const model = hedgehog?.accounts[0];
    if (hedgehog && model)
      for (let i = 0; i < 17; i++)
        hedgehog.accounts.push({
          ...model,
          id: `extra${i}`,
          acct: `extra${i}@far.example`,
          username: `extra${i}`,
          display_name: `Extra ${i}`,
        } as { id: string });
    await route.fulfill({ response, json: body });
  });
  const { reaction, tip } = await hoverHedgehog(page, id);
  await expect(tip.getByRole('listitem')).toHaveCount(17);
  await expect(tip.getByRole('listitem').last()).toHaveText('and 4 more');
  await expect(tip.getByRole('img')).toHaveCount(16);
  // Visitors cannot react: pressing it changes nothing.
  await reaction.press('Enter');
  await expect(reaction).toHaveAttribute('aria-pressed', 'false');
  await expect(reaction).toHaveAttribute('aria-disabled', 'true');
});
