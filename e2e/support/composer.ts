import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A valid 2x2 PNG, small enough to upload in every test. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** A word no seeded post contains, so a test finds exactly its own posts. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Posts straight to the fake instance as the token's owner. */
export async function apiPost(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<{ id: string; visibility: string }> {
  const response = await request.post('/api/v1/statuses', {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  if (!response.ok()) throw new Error(`post failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string; visibility: string };
}

export async function apiGet<T>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as T;
}

/** The signed-in sidebar form (wide layouts). */
export function sidebarForm(page: Page) {
  return page.getByRole('form', { name: 'Compose a post' });
}

/** A composer's visibility choices on a server with Mastodon's four scopes (no local-only). */
export async function expectMastodonScopes(form: Locator): Promise<void> {
  await expect(form.getByRole('combobox', { name: 'Visibility' }).getByRole('option')).toHaveText([
    'Public',
    'Unlisted',
    'Followers only',
    'Direct',
  ]);
}
