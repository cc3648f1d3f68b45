import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** Rebuilds the seed so a spec starts from the known state (needs --control). */
export async function resetInstance(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__control/reset');
  if (!response.ok()) throw new Error(`reset failed: ${response.status()}`);
}

/** The id of the seeded status whose text contains `text`, found through search. */
export async function statusIdByText(
  request: APIRequestContext,
  text: string,
  token: string,
): Promise<string> {
  const response = await request.get(
    `/api/v2/search?type=statuses&limit=5&q=${encodeURIComponent(text)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const body = (await response.json()) as { statuses: { id: string; content: string }[] };
  const found = body.statuses[0];
  if (!found) throw new Error(`no status with "${text}"`);
  return found.id;
}

export { setPreferences } from './stream';

/** Chooses 'Delete and redraft' in the open status menu, confirms, and gives the composer. */
export async function redraftFromMenu(page: Page) {
  await page.getByRole('menuitem', { name: 'Delete and redraft' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete and redraft this post?' })
    .getByRole('button', { name: 'Delete and redraft' })
    .click();
  return page.getByRole('dialog', { name: 'Delete and redraft', exact: true });
}

/** Makes the next matching API calls fail (fake instance control API). */
export async function failNext(
  request: APIRequestContext,
  status: number,
  path: string,
  count = 1,
  /** Only calls of this method fail: a read of the same path (who reacted) may come first. */
  method?: string,
): Promise<void> {
  await request.post('/__control/fail', { data: { status, path, count, method } });
}

/** The status article whose accessible name (author and text) contains `text`. */
/** A status by its text; pass a region (e.g. `page.getByRole('main')`) to leave out the
 * notifications column, which shows mentions as whole statuses too. */
export function statusArticle(page: Page | Locator, text: string) {
  return page.getByRole('article', {
    name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
}
