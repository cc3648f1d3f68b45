import { gzipSync } from 'node:zlib';
import { newBenchContext } from '../browser';
import type { Browser } from '@playwright/test';

export interface FirstVisit {
  path: string;
  signedIn: boolean;
  requests: number;
  jsCssFiles: number;
  jsCssRawBytes: number;
  jsCssGzipBytes: number;
  /** Whether a status was on screen when the page went quiet. */
  statusShown: boolean;
}

/** What a cold first visit downloads: every request counted, JS and CSS sized raw and gzip. */
export async function measureFirstVisit(
  browser: Browser,
  baseUrl: string,
  path: string,
  token?: string,
): Promise<FirstVisit> {
  const context = await newBenchContext(browser);
  if (token) {
    await context.addInitScript((value) => {
      window.localStorage.setItem(
        'petrel:session',
        JSON.stringify({ state: { token: value }, version: 0 }),
      );
    }, token);
  }
  const page = await context.newPage();
  let requests = 0;
  let raw = 0;
  let gzip = 0;
  let files = 0;
  const pending: Promise<void>[] = [];
  page.on('request', () => requests++);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => {
          files++;
          raw += body.length;
          gzip += gzipSync(body, { level: 9 }).length;
        })
        .catch(() => undefined),
    );
  });
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  const statusShown = await page
    .getByRole('article')
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  await Promise.all(pending);
  await context.close();
  return {
    path,
    signedIn: token !== undefined,
    requests,
    jsCssFiles: files,
    jsCssRawBytes: raw,
    jsCssGzipBytes: gzip,
    statusShown,
  };
}
