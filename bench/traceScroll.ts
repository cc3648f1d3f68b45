/**
 * Where the long scroll's long tasks go (issue 28): walks home down by "Load older" at 4x CPU
 * with a CPU profile and a trace running, then prints, for the longest tasks, the functions
 * sampled inside them (self and inclusive). `npx tsx bench/traceScroll.ts [dist] [statuses]`;
 * an unminified build (`npx vite build --minify false --outDir <dir>`) gives readable names.
 */
import { startInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
import { control, jobDone } from './control';
import { storeToken } from './probe';
import {
  installRenderCounter,
  summariseProfile,
  type CpuProfile,
  type TraceEvent,
} from './traceTouch';

async function main(): Promise<void> {
  const [dist, count] = process.argv.slice(2);
  if (dist) process.env.E2E_DIST = dist;
  const statuses = Number(count ?? 400);
  const instance = await startInstance(['--control']);
  const browser = await launch();
  try {
    const base = instance.url;
    const { job } = await control<{ job: { id: number } }>(base, '/stream/statuses', {
      count: statuses,
      rate: 10_000,
      account: 'amara',
      text: 'Long scroll trace {n}',
    });
    while (!(await jobDone(base, job.id))) await new Promise((r) => setTimeout(r, 100));
    const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 } });
    await context.addInitScript(installRenderCounter);
    const page = await context.newPage();
    await storeToken(page, 'demo-token-juniper');
    await page.goto(`${base}/main/friends`);
    await page.locator('[role="feed"][aria-busy="false"]').waitFor();
    await page.waitForTimeout(2000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await cdp.send('Profiler.start');
    const pages = Math.ceil(statuses / 20);
    for (let i = 0; i < pages; i++) {
      const before = await page.evaluate(
        () =>
          document.querySelectorAll('[role="feed"] [data-row-id]').length +
          ':' +
          document.documentElement.scrollHeight,
      );
      await page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      await page
        .waitForFunction(
          (b) =>
            document.querySelectorAll('[role="feed"] [data-row-id]').length +
              ':' +
              document.documentElement.scrollHeight !==
              b && document.querySelector('[role="feed"]')?.getAttribute('aria-busy') === 'false',
          before,
          { timeout: 20_000, polling: 200 },
        )
        .catch(() => undefined);
    }
    const commits = await page.evaluate(() =>
      (window as unknown as { __commits: { at: number; rendered: string[] }[] }).__commits.map(
        (c) => ({
          at: Math.round(c.at),
          components: c.rendered.length,
          articles: c.rendered.filter((n) => n === 'StatusArticle').length,
        }),
      ),
    );
    console.log(
      'biggest commits (ms since page start: components, StatusArticle renders):',
      commits
        .sort((a, b) => b.components - a.components)
        .slice(0, 12)
        .map((c) => `${c.at}: ${c.components}, ${c.articles}`)
        .join('; '),
    );
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    // The renderer's main thread: the one that ran the page's script.
    const main = trace.traceEvents.find((e) => e.name === 'FunctionCall');
    const tasks = trace.traceEvents
      .filter(
        (e) =>
          e.name === 'RunTask' && e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid,
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
    console.log(
      `tasks over 50 ms: ${tasks.filter((t) => (t.dur ?? 0) > 50_000).length}; longest: ${tasks
        .slice(0, 10)
        .map((t) => ((t.dur ?? 0) / 1000).toFixed(0))
        .join(', ')}`,
    );
    for (const task of tasks.slice(0, 4)) {
      console.log(`\n=== task of ${((task.dur ?? 0) / 1000).toFixed(0)} ms`);
      console.log(summariseProfile(profile, task.ts, task.ts + (task.dur ?? 0), 12, 40).join('\n'));
    }
    await context.close();
  } finally {
    await browser.close();
    await instance.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
