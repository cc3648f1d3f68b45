/**
 * The app's own start on a repeat visit (issues 27/28), two or more builds interleaved: for each
 * visit (after one warm-up visit, worker warm, 4x CPU, `/main/all`), when the app's script was
 * in, when start-up let the app mount (`petrel:mount`), the first status, and which response
 * came last before the mount (what the mount waited for), with the start-up calls' times.
 * `npx tsx bench/traceStartPath.ts <distA> <distB> [rounds] [visits]`.
 */
import { median } from './budgets';
import { interleave, twoDists } from './interleave';
import { warmContext } from './measures/repeatVisit';
import { firstStatusMark } from './measures/firstStatusMark';

interface Visit {
  scriptIn: number;
  mount: number;
  firstStatus: number;
  lastBeforeMount: string;
  requestsBeforeMount: number;
  calls: string;
}

const READ = `(() => {
  const r = (n) => Math.round(n);
  const all = performance.getEntriesByType('resource');
  const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? -1;
  const script = all.find((e) => /\\/assets\\/index-[^/]*\\.js$/.test(e.name));
  const mount = mark('petrel:mount');
  const before = all.filter((e) => e.responseEnd <= mount);
  const last = before.reduce((a, e) => (a && a.responseEnd > e.responseEnd ? a : e), null);
  const path = (e) => e.name.replace(/^https?:\\/\\/[^/]+/, '').replace(/\\?.*/, '');
  return {
    scriptIn: r(script?.responseEnd ?? -1),
    mount: r(mount),
    firstStatus: r(mark('petrel:first-status')),
    lastBeforeMount: last ? path(last) + ' ' + r(last.responseEnd) : '-',
    requestsBeforeMount: all.filter((e) => e.startTime <= mount).length,
    calls: all
      .filter((e) => e.startTime <= mount && !/\\/assets\\//.test(e.name))
      .map((e) => path(e) + ' ' + r(e.startTime) + '-' + r(e.responseEnd))
      .join('; '),
  };
})()`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dists = twoDists(args, 'bench/traceStartPath.ts <distA> <distB> [rounds] [visits]');
  const visits = Number(args[3] ?? 3);
  const builds = await interleave<Visit[]>({
    dists,
    rounds: Number(args[2] ?? 3),
    measure: async (browser, url) => {
      const context = await warmContext(browser, `${url}/main/all`);
      const out: Visit[] = [];
      try {
        for (let i = 0; i < visits; i++) {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.goto(`${url}/main/all`);
          await firstStatusMark(cdp, 90_000);
          const answer = (await cdp.send('Runtime.evaluate', {
            expression: READ,
            returnByValue: true,
          })) as { result: { value: Visit } };
          out.push(answer.result.value);
          await page.close();
        }
      } finally {
        await context.close();
      }
      return out;
    },
    line: (sample, dist, round) =>
      sample
        .map(
          (v) =>
            `round ${round} ${dist}: script in ${v.scriptIn}, mount ${v.mount} (+${v.mount - v.scriptIn}), ` +
            `first status ${v.firstStatus} (mount→status ${v.firstStatus - v.mount}); ` +
            `last in before mount: ${v.lastBeforeMount}; ${v.requestsBeforeMount} requests\n    ${v.calls}`,
        )
        .join('\n'),
  });
  for (const build of builds) {
    const all = build.samples.flat();
    const med = (f: (v: Visit) => number) => Math.round(median(all.map(f)));
    console.log(
      `${build.dist}: medians over ${all.length} visits: script in ${med((v) => v.scriptIn)}, ` +
        `script→mount ${med((v) => v.mount - v.scriptIn)}, mount→status ` +
        `${med((v) => v.firstStatus - v.mount)}, first status ${med((v) => v.firstStatus)} ms`,
    );
  }
}

await main();
