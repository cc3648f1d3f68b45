/**
 * The performance harness (issue 7). `npm run bench` builds, measures everything and writes
 * bench/results.json and bench/results.md; `npm run test:bench` (part of `npm test`, after the
 * build) takes fewer samples, widens the timing budgets by a slack for CI's two cores, and fails
 * naming every broken budget.
 */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { writeFileSync } from 'node:fs';
import { startInstance } from '../e2e/support/instance';
import type { Browser } from '@playwright/test';
import { launch } from './browser';
import { brokenBudgets, checkBudget, type BudgetCheck, type BudgetName } from './budgets';
import { measureColdLoad, type ColdLoad } from './measures/coldLoad';
import { measureFirstVisit, type FirstVisit } from './measures/firstVisit';
import { measureFloor, writeFloorPage, type FloorComparison } from './measures/floor';
import { measureTouch, type Touch } from './measures/touch';
import { measureInteractions, type Interactions } from './measures/interactions';
import { measureLighthouse, type LighthouseScores } from './measures/lighthouse';
import { measureLongScroll, type LongScroll } from './measures/longScroll';
import { measureLongSession, type LongSession } from './measures/longSession';
import { measureRepeatVisit, type RepeatVisit } from './measures/repeatVisit';
import { measureUnusedJs, type UnusedJs } from './measures/unusedJs';
import { markdown } from './report';
import { homeSignedInChunkFiles, visitorSignedInChunkFiles } from './signedInChunk';

const argv = process.argv.slice(2);
const args = new Set(argv);
const short = args.has('--short');
/**
 * `--runs N` (or BENCH_RUNS=N, which passes through `npm run bench`) takes N samples of each
 * timed figure instead of nine (or seven), and `--scroll N` (BENCH_SCROLL) walks N statuses in
 * the long scroll instead of 2,000: to see a full run go through on a busy machine, not to
 * record its figures (docs/decisions.md).
 */
function option(name: string, env: string): number | null {
  const at = argv.indexOf(name);
  const value = Number(at >= 0 ? argv[at + 1] : process.env[env]);
  return Number.isInteger(value) && value > 0 ? value : null;
}
const samples = option('--runs', 'BENCH_RUNS');
const full = (n: number) => samples ?? n;
// The short run's timing budgets are widened by this factor (docs/decisions.md, issue 7).
const slack = short ? Number(process.env.BENCH_SLACK ?? 2) : 1;
const dist = process.env.E2E_DIST ?? 'dist';
const MEMBER_TOKEN = 'demo-token-juniper';

export interface Results {
  date: string;
  machine: string;
  mode: 'full' | 'short';
  seconds: number;
  firstVisit: FirstVisit[];
  coldLoad: ColdLoad;
  unusedJs: UnusedJs | null;
  repeatVisit: RepeatVisit | null;
  longSession: LongSession;
  longScroll: LongScroll;
  interactions: Interactions | null;
  floor: FloorComparison | null;
  touch: Touch | null;
  lighthouse: LighthouseScores | null;
  budgets: BudgetCheck[];
}

function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const began = Date.now();
  process.stderr.write(`bench: ${name}…`);
  return run().then((value) => {
    process.stderr.write(` ${((Date.now() - began) / 1000).toFixed(1)} s\n`);
    return value;
  });
}

/** Visitors' pages other than the landing one, each with its byte budget (issue 28 item 2). */
const VISITOR_PAGES = [
  ['/about', 'aboutGzipBytes'],
  ['/notice/1', 'conversationGzipBytes'],
  ['/users/amara', 'profileGzipBytes'],
] as const satisfies readonly (readonly [string, BudgetName])[];

async function visitorPages(browser: Browser, base: string): Promise<FirstVisit[]> {
  const visits: FirstVisit[] = [];
  // The sign-in page has no byte budget; it is weighed for the signed-in chunk check.
  for (const path of [...VISITOR_PAGES.map(([p]) => p), '/login'])
    visits.push(await measureFirstVisit(browser, base, path));
  return visits;
}

async function main(): Promise<void> {
  const began = Date.now();
  if (!args.has('--no-build'))
    execFileSync('npx', ['vite', 'build', '--outDir', dist], { stdio: 'ignore' });
  writeFloorPage(dist);
  const instance = await startInstance(['--control']);
  const browser = await launch();
  try {
    const base = instance.url;
    const firstVisit = await step('first visit', async () => [
      await measureFirstVisit(browser, base, '/main/all'),
      await measureFirstVisit(browser, base, '/main/friends', MEMBER_TOKEN),
      ...(await visitorPages(browser, base)),
    ]);
    // The short run takes the fewest samples that still give a median to check with slack
    // (docs/decisions.md, "A short bench"); the full run keeps nine.
    const coldLoad = await step('cold load', () =>
      measureColdLoad(browser, `${base}/main/all`, short ? 3 : full(9)),
    );
    // The repeat visit, the floor page and touch have budgets the full run checks and the
    // short run does not (their targets are not met yet), so the short run, part of `npm test`,
    // leaves them out: a single sample on CI's busy cores told nothing (docs/decisions.md,
    // "`npm test` under 20 minutes, third round").
    const unusedJs = short
      ? null
      : await step('unused JS', () => measureUnusedJs(browser, base, '/main/all'));
    const repeatVisit = short
      ? null
      : await step('repeat visit', () => measureRepeatVisit(browser, `${base}/main/all`, full(9)));
    const floor = short
      ? null
      : await step('floor page', () => measureFloor(browser, base, full(9)));
    const touch = short
      ? null
      : await step('touch', () => measureTouch(browser, base, MEMBER_TOKEN, full(9)));
    const longSession = await step('long session', () =>
      measureLongSession(browser, base, MEMBER_TOKEN, short ? 2000 : 10_000),
    );
    // 2,000 statuses take 100 pages; the short run walks 600, as a flat DOM is flat at any
    // length (docs/decisions.md, "A flat long scroll"). Both at 4x: the longest task is
    // checked in both, with the timing slack in the short run.
    const longScroll = await step('long scroll', () =>
      measureLongScroll(
        browser,
        base,
        MEMBER_TOKEN,
        short ? 600 : (option('--scroll', 'BENCH_SCROLL') ?? 2000),
      ),
    );
    const interactions = short
      ? null
      : await step('interactions', () => measureInteractions(browser, base, MEMBER_TOKEN, full(7)));
    const lighthouse = short
      ? null
      : await step('lighthouse', () => measureLighthouse(`${base}/main/all`));
    const budgets = [
      checkBudget('firstVisitGzipBytes', firstVisit[0]?.jsCssGzipBytes ?? NaN),
      checkBudget('firstStatusMs', coldLoad.medianFirstStatusMs, slack),
      checkBudget('firstVisitFiles', firstVisit[0]?.jsCssFiles ?? NaN),
      checkBudget('signedInGzipBytes', firstVisit[1]?.jsCssGzipBytes ?? NaN),
      checkBudget('signedInFiles', firstVisit[1]?.jsCssFiles ?? NaN),
      checkBudget('homeSignedInChunkFiles', homeSignedInChunkFiles(firstVisit[1])),
      checkBudget(
        'visitorSignedInChunkFiles',
        visitorSignedInChunkFiles(firstVisit.filter((f) => !f.signedIn)),
      ),
      ...VISITOR_PAGES.map(([path, budget]) =>
        checkBudget(budget, firstVisit.find((f) => f.path === path)?.jsCssGzipBytes ?? NaN),
      ),
      checkBudget('longSessionHeapMb', longSession.heapMb),
      checkBudget('longSessionDomNodes', longSession.domNodes),
      checkBudget('longSessionLongestTaskMs', longSession.longestTaskMs, slack),
      checkBudget('longScrollDomNodes', longScroll.domNodesMax),
      checkBudget('longScrollHeapMb', longScroll.heapMb),
      checkBudget('longScrollLongestTaskMs', longScroll.longestTaskMs, slack),
      // Issue 27's and 28's other timing targets not met yet (bench/results.md, docs/decisions.md):
      // the full run on a quiet machine checks them, so `npm test` stays a regression check
      // until the code reaches them.
      ...(repeatVisit && floor && touch
        ? [
            checkBudget('repeatVisitFirstStatusMs', repeatVisit.medianFirstStatusMs),
            checkBudget('floorRatio', floor.ratio),
            checkBudget('favouriteMs', touch.medianFavouriteMs),
            checkBudget('openConversationMs', touch.medianOpenConversationMs),
          ]
        : []),
      ...(lighthouse
        ? [
            checkBudget('lighthousePerformance', lighthouse.performance),
            checkBudget('lighthouseAccessibility', lighthouse.accessibility),
          ]
        : []),
    ];
    const results: Results = {
      date: new Date().toISOString(),
      machine: machine(),
      mode: short ? 'short' : 'full',
      seconds: Math.round((Date.now() - began) / 1000),
      firstVisit,
      coldLoad,
      unusedJs,
      repeatVisit,
      longSession,
      longScroll,
      interactions,
      floor,
      touch,
      lighthouse,
      budgets,
    };
    const report = markdown(results);
    console.log(report);
    if (!short) {
      writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
      writeFileSync('bench/results.md', report);
    }
    const failure = brokenBudgets(budgets);
    if (failure) {
      console.error(failure);
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
