/**
 * One Lighthouse pass on a fresh fake instance, saving the whole report (LHR JSON) for study:
 * `npx tsx bench/lhr.ts [path] [out.json]` (default /main/all, /tmp/petrel-lhr.json). The
 * deterministic parts (request chains, bytes, main-thread work) matter more than the score
 * on a loaded machine.
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startInstance } from '../e2e/support/instance';
import { CHROME_FLAGS, CHROME_PATH } from './browser';

const path = process.argv[2] ?? '/main/all';
const out = process.argv[3] ?? '/tmp/petrel-lhr.json';

const instance = await startInstance([]);
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: [...CHROME_FLAGS.filter((f) => f !== '--headless'), '--headless=new'],
});
try {
  const result = await lighthouse(`${instance.url}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  writeFileSync(out, JSON.stringify(lhr, null, 1));
  const audit = (key: string) => lhr.audits[key];
  const line = (key: string) =>
    `${key}: ${audit(key)?.displayValue ?? ''} (score ${audit(key)?.score ?? '-'})`;
  console.log(
    [
      `performance ${Math.round((lhr.categories['performance']?.score ?? 0) * 100)}`,
      ...[
        'first-contentful-paint',
        'largest-contentful-paint',
        'speed-index',
        'total-blocking-time',
        'cumulative-layout-shift',
      ].map(line),
      `saved ${out}`,
    ].join('\n'),
  );
} finally {
  await chrome.kill();
  await instance.stop();
}
