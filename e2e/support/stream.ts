import type { APIRequestContext, Page } from '@playwright/test';

/** The fake instance's stream control API (fake-instance/routes/streamControl.ts). */
export async function injectStatuses(
  request: APIRequestContext,
  options: {
    count?: number;
    rate?: number;
    account?: string;
    text?: string;
    visibility?: string;
    in_reply_to_id?: string;
  } = {},
): Promise<{ id: number; ids: string[] }> {
  const response = await request.post('/__control/stream/statuses', { data: options });
  const body = (await response.json()) as { job: { id: number; ids: string[] } };
  return body.job;
}

export async function jobDone(request: APIRequestContext, id: number): Promise<boolean> {
  const response = await request.get(`/__control/stream/jobs/${id}`);
  const body = (await response.json()) as { job: { done: boolean } };
  return body.job.done;
}

export async function dropSockets(
  request: APIRequestContext,
  code: number,
  downMs = 0,
): Promise<number> {
  const response = await request.post('/__control/stream/drop', {
    data: { code, down_ms: downMs },
  });
  return ((await response.json()) as { dropped: number }).dropped;
}

/** Waits until the page has a joined stream (the server sees a listener). */
export async function waitForListener(request: APIRequestContext, stream: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const response = await request.get('/__control/stream/state');
    const body = (await response.json()) as { listeners: { stream: string }[] };
    if (body.listeners.some((l) => l.stream === stream)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no listener on ${stream}`);
}

/**
 * Sets client preferences before the app starts (the settings store's storage key). A fresh
 * browser adopts a newer settings profile from the server on sign-in (document 3 §4), and an
 * earlier test on this worker's instance may have saved one, so the page is told there is none:
 * its own values are then the ones it keeps and uploads.
 */
export async function setPreferences(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.route('**/api/v1/akkoma/frontend_settings/*/petrel', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 404, json: { error: 'Not found' } })
      : route.continue(),
  );
  await page.addInitScript((v) => {
    window.localStorage.setItem(
      'petrel:preferences',
      JSON.stringify({ state: { values: v }, version: 0 }),
    );
  }, values);
}
