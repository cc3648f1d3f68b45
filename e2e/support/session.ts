import type { Page } from '@playwright/test';

/** The seeded demo accounts' fixed tokens (fake-instance/README.md). */
export const TOKENS = {
  admin: 'demo-token-marisol',
  moderator: 'demo-token-tobias',
  locked: 'demo-token-wren',
  member: 'demo-token-juniper',
} as const;

export const USERNAMES = {
  admin: 'marisol',
  moderator: 'tobias',
  locked: 'wren',
  member: 'juniper',
} as const;

/** Signs in the way a returning user is: a stored token that start-up verifies. */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem(
      'petrel:session',
      JSON.stringify({ state: { token: value }, version: 0 }),
    );
  }, token);
}
