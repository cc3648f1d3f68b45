/**
 * What each JS and CSS file of a cold first visit weighs, signed out on /main/all, signed in on
 * /main/friends and signed out on a public status's conversation page: `npx tsx bench/bytes.ts`
 * after `npx vite build`. The figures are the ones `bench/measures/firstVisit.ts` sums (gzip
 * level 9 of each body), listed per file, so a change to the chunks can be read file by file.
 * Further paths given as arguments are weighed signed out as well (`npx tsx bench/bytes.ts
 * /users/amara /about`).
 */
import { startInstance } from '../e2e/support/instance';
import { launch } from './browser';
import { measureFirstVisit, type FileWeight } from './measures/firstVisit';
import { CONVERSATION_PAGE, publicStatusPath } from './statusPage';

const MEMBER_TOKEN = 'demo-token-juniper';

function print(title: string, files: FileWeight[]): void {
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  process.stdout.write(`${title}: ${files.length} files, ${total} B gzip\n`);
  for (const f of files) process.stdout.write(`  ${String(f.gzip).padStart(7)}  ${f.name}\n`);
}

async function main(): Promise<void> {
  const instance = await startInstance([]);
  const browser = await launch();
  try {
    print(
      'first visit /main/all',
      (await measureFirstVisit(browser, instance.url, '/main/all')).files,
    );
    print(
      'signed in /main/friends',
      (await measureFirstVisit(browser, instance.url, '/main/friends', MEMBER_TOKEN)).files,
    );
    const notice = await publicStatusPath(instance.url);
    print(
      `signed out ${CONVERSATION_PAGE} (${notice})`,
      (await measureFirstVisit(browser, instance.url, notice)).files,
    );
    for (const path of process.argv.slice(2))
      print(`signed out ${path}`, (await measureFirstVisit(browser, instance.url, path)).files);
  } finally {
    await browser.close();
    await instance.stop();
  }
}

void main();
