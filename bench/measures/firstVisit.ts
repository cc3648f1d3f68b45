import { gzipSync } from 'node:zlib';
import { newBenchContext } from '../browser';
import type { Browser } from '@playwright/test';

export interface FileWeight {
  /** The file's path on the server. */
  name: string;
  gzip: number;
}

export interface FirstVisit {
  path: string;
  signedIn: boolean;
  requests: number;
  jsCssFiles: number;
  jsCssRawBytes: number;
  jsCssGzipBytes: number;
  /** Whether a status was on screen when the page went quiet. */
  statusShown: boolean;
  /** Each JS and CSS file by gzip weight, heaviest first. */
  files: FileWeight[];
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
  const files: FileWeight[] = [];
  const pending: Promise<void>[] = [];
  page.on('request', () => requests++);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => {
          raw += body.length;
          const name = new URL(response.url()).pathname;
          files.push({ name, gzip: gzipSync(body, { level: 9 }).length });
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
    jsCssFiles: files.length,
    jsCssRawBytes: raw,
    jsCssGzipBytes: files.reduce((sum, f) => sum + f.gzip, 0),
    statusShown,
    files: files.sort((a, b) => b.gzip - a.gzip),
  };
}
