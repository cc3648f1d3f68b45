/**
 * The performance harness (issue 7). `npm run bench` measures everything and writes
 * bench/results.json and bench/results.md; `npm run bench -- --short` (part of `npm test`)
 * takes fewer samples and fails when a budget is broken, naming it.
 */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { writeFileSync } from 'node:fs';
import { startInstance } from '../e2e/support/instance';
import { launch } from './browser';
import { checkBudget, round, type BudgetCheck } from './budgets';
import { measureColdLoad, type ColdLoad } from './measures/coldLoad';
import { measureFirstVisit, type FirstVisit } from './measures/firstVisit';
import { measureLighthouse, type LighthouseScores } from './measures/lighthouse';

const args = new Set(process.argv.slice(2));
const short = args.has('--short');
const dist = process.env.E2E_DIST ?? 'dist';
const MEMBER_TOKEN = 'demo-token-juniper';

interface Results {
  date: string;
  machine: string;
  mode: 'full' | 'short';
  firstVisit: FirstVisit[];
  coldLoad: ColdLoad;
  lighthouse: LighthouseScores;
  budgets: BudgetCheck[];
}

function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

function markdown(r: Results): string {
  const lines = [
    `# Performance results`,
    '',
    `${r.date} · ${r.machine} · ${r.mode} run`,
    '',
    '## Budgets',
    '',
    ...r.budgets.map((b) => `- ${b.message}`),
    '',
    '## First visit',
    '',
    '| path | requests | JS+CSS files | raw bytes | gzip bytes | status shown |',
    '| --- | --- | --- | --- | --- | --- |',
    ...r.firstVisit.map(
      (f) =>
        `| ${f.path} | ${f.requests} | ${f.jsCssFiles} | ${f.jsCssRawBytes} | ${f.jsCssGzipBytes} | ${f.statusShown ? 'yes' : 'no'} |`,
    ),
    '',
    `## Cold load, CPU throttled ${r.coldLoad.cpuThrottling}x, ${r.coldLoad.runs} runs`,
    '',
    `- first status painted: median ${round(r.coldLoad.medianFirstStatusMs)} ms (runs: ${r.coldLoad.firstStatusMs.map(round).join(', ')})`,
    `- largest contentful paint: median ${round(r.coldLoad.medianLcpMs)} ms`,
    `- total blocking time: median ${round(r.coldLoad.medianTbtMs)} ms`,
    '',
    '## Lighthouse 12.8.2 (mobile defaults)',
    '',
    `- performance ${r.lighthouse.performance}, accessibility ${r.lighthouse.accessibility}`,
    `- LCP ${round(r.lighthouse.lcpMs ?? 0)} ms, TBT ${round(r.lighthouse.tbtMs ?? 0)} ms`,
    '',
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  if (!args.has('--no-build'))
    execFileSync('npx', ['vite', 'build', '--outDir', dist], { stdio: 'ignore' });
  const instance = await startInstance([]);
  const browser = await launch();
  try {
    const firstVisit = [
      await measureFirstVisit(browser, instance.url, '/main/all'),
      await measureFirstVisit(browser, instance.url, '/main/friends', MEMBER_TOKEN),
    ];
    const coldLoad = await measureColdLoad(browser, `${instance.url}/main/all`, short ? 3 : 9);
    const lighthouse = await measureLighthouse(`${instance.url}/main/all`);
    const budgets = [
      checkBudget('firstVisitGzipBytes', firstVisit[0]?.jsCssGzipBytes ?? Infinity),
      checkBudget('firstStatusMs', coldLoad.medianFirstStatusMs),
      checkBudget('lighthousePerformance', lighthouse.performance),
      checkBudget('lighthouseAccessibility', lighthouse.accessibility),
    ];
    const results: Results = {
      date: new Date().toISOString(),
      machine: machine(),
      mode: short ? 'short' : 'full',
      firstVisit,
      coldLoad,
      lighthouse,
      budgets,
    };
    const report = markdown(results);
    console.log(report);
    if (!short) {
      writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
      writeFileSync('bench/results.md', report);
    }
    const broken = budgets.filter((b) => !b.ok);
    if (broken.length > 0) {
      console.error(
        `Performance budget broken:\n${broken.map((b) => `  ${b.message}`).join('\n')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await instance.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
