/**
 * Where a repeat visit's time goes, by the page's own clock (issue 27): for each visit in a
 * returning reader's profile, when the app's script, start-up's calls and the timeline's first
 * page were in, and when the kept screen, the mount and the app's first status came.
 * `npx tsx bench/repeatTimeline.ts <dist> [visits]`.
 */
import { startInstance } from '../e2e/support/instance';
import { FIRST_STATUS_MARKS, leave, returningReader } from './measures/repeatVisit';
import { firstStatusMark } from './measures/firstStatusMark';

const EXPRESSION = `(() => {
  const out = {};
  for (const e of performance.getEntriesByType('resource')) {
    const name = e.name.replace(location.origin, '').replace(/\\?.*$/, '').replace(/-[\\w-]{8}\\.js$/, '.js');
    if (/assets\\/(index|early)|api\\/v[12]\\/(instance|timelines)|nodeinfo|pleroma|frontend/.test(name))
      out['in ' + name] = Math.round(e.responseEnd);
  }
  for (const e of performance.getEntriesByType('mark')) out[e.name] = Math.round(e.startTime);
  for (const e of performance.getEntriesByType('paint')) out[e.name] = Math.round(e.startTime);
  return out;
})()`;

async function main(): Promise<void> {
  const [dist, visitsArg] = process.argv.slice(2);
  if (!dist) throw new Error('usage: bench/repeatTimeline.ts <dist> [visits]');
  process.env.E2E_DIST = dist;
  const instance = await startInstance([]);
  try {
    const url = `${instance.url}/main/all`;
    const { context, done } = await returningReader(url);
    try {
      for (let i = 0; i < Number(visitsArg ?? 3); i++) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(url);
        await firstStatusMark(cdp, 60_000, FIRST_STATUS_MARKS);
        await firstStatusMark(cdp);
        await page.waitForTimeout(300);
        const answer = (await cdp.send('Runtime.evaluate', {
          expression: EXPRESSION,
          returnByValue: true,
        })) as { result: { value?: Record<string, number> } };
        const entries = Object.entries(answer.result.value ?? {}).sort((a, b) => a[1] - b[1]);
        console.log(`visit ${i + 1}: ${entries.map(([k, v]) => `${k} ${v}`).join(' | ')}`);
        await leave(page);
      }
    } finally {
      await done();
    }
  } finally {
    await instance.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
