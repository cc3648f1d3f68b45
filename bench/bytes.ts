/**
 * What each JS and CSS file of a cold first visit weighs, signed out on /main/all and signed in
 * on /main/friends: `npx tsx bench/bytes.ts` after `npx vite build`. The figures are the ones
 * `bench/measures/firstVisit.ts` sums (gzip level 9 of each body), listed per file, so a change
 * to the chunks can be read file by file. Further paths given as arguments are weighed signed
 * out as well (`npx tsx bench/bytes.ts /users/amara /about`).
 */
import { gzipSync } from 'node:zlib';
import { startInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
import type { Browser } from '@playwright/test';

const MEMBER_TOKEN = 'demo-token-juniper';

interface FileWeight {
  name: string;
  gzip: number;
}

async function weigh(browser: Browser, url: string, token?: string): Promise<FileWeight[]> {
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
  const files: FileWeight[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => {
          const name = new URL(response.url()).pathname;
          files.push({ name, gzip: gzipSync(body, { level: 9 }).length });
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Pages without statuses (about, login) go quiet without one.
  await page
    .getByRole('article')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await Promise.all(pending);
  await context.close();
  return files.sort((a, b) => b.gzip - a.gzip);
}

function print(title: string, files: FileWeight[]): void {
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  process.stdout.write(`${title}: ${files.length} files, ${total} B gzip\n`);
  for (const f of files) process.stdout.write(`  ${String(f.gzip).padStart(7)}  ${f.name}\n`);
}

async function main(): Promise<void> {
  const instance = await startInstance([]);
  const browser = await launch();
  try {
    print('first visit /main/all', await weigh(browser, `${instance.url}/main/all`));
    print(
      'signed in /main/friends',
      await weigh(browser, `${instance.url}/main/friends`, MEMBER_TOKEN),
    );
    for (const path of process.argv.slice(2))
      print(`signed out ${path}`, await weigh(browser, `${instance.url}${path}`));
  } finally {
    await browser.close();
    await instance.stop();
  }
}

void main();
