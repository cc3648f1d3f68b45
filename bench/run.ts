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
import { CONVERSATION_PAGE, publicStatusPath } from './statusPage';

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
  /** Samples asked of each timed figure (a figure that took fewer says so in the report). */
  samples: { coldLoad: number; touch: number; interactions: number; repeatVisit: number };
  firstVisit: FirstVisit[];
  coldLoad: ColdLoad | null;
  unusedJs: UnusedJs | null;
  repeatVisit: RepeatVisit | null;
  longSession: LongSession | null;
  longScroll: LongScroll | null;
  interactions: Interactions | null;
  floor: FloorComparison | null;
  touch: Touch | null;
  lighthouse: LighthouseScores | null;
  budgets: BudgetCheck[];
  /** Steps that could not finish; their figures are missing and their budgets not met. */
  failures: StepFailure[];
}

function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** A step that could not finish: the run goes on without its figures and the report says so. */
export interface StepFailure {
  step: string;
  error: string;
}

/**
 * Longest a step may take before it counts as hung (BENCH_STEP_MINUTES): far above a quiet
 * machine's longest step (the long session, about two minutes), so a busy machine only slows it.
 */
const STEP_TIMEOUT_MS = (Number(process.env.BENCH_STEP_MINUTES) || 30) * 60_000;

/**
 * The browser the steps share. A hung step's browser is closed, which ends whatever it still
 * waits for, and the next step gets a new one.
 */
let browser: Browser | null = null;
const failures: StepFailure[] = [];

async function step<T>(name: string, run: (browser: Browser) => Promise<T>): Promise<T | null> {
  const began = Date.now();
  process.stderr.write(`bench: ${name}…`);
  const current = (browser ??= await launch());
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no result after ${STEP_TIMEOUT_MS / 60_000} min`)),
      STEP_TIMEOUT_MS,
    );
  });
  try {
    const value = await Promise.race([run(current), hung]);
    process.stderr.write(` ${((Date.now() - began) / 1000).toFixed(1)} s\n`);
    return value;
  } catch (error) {
    const message = String(error instanceof Error ? (error.stack ?? error) : error);
    process.stderr.write(
      ` FAILED after ${((Date.now() - began) / 1000).toFixed(1)} s\n${message}\n`,
    );
    failures.push({ step: name, error: message.split('\n')[0] ?? message });
    await current.close().catch(() => undefined);
    browser = null;
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Visitors' pages other than the landing one, each with its byte budget (issue 28 item 2). */
const VISITOR_PAGES = [
  ['/about', 'aboutGzipBytes'],
  [CONVERSATION_PAGE, 'conversationGzipBytes'],
  ['/users/amara', 'profileGzipBytes'],
] as const satisfies readonly (readonly [string, BudgetName])[];

/**
 * Every page the byte budgets weigh, each a cold context of its own. The pages that show no
 * article (/about and /login in results.json) spend most of a visit waiting out its 10 s for
 * one, so they wait side by side with the conversation page (a real status of the public
 * timeline, recorded as `/notice/<id>`); the other pages with statuses load one at a time, as
 * the signed-in home must show a status within those 10 s for the chunk check.
 */
async function firstVisits(browser: Browser, base: string): Promise<FirstVisit[]> {
  const visit = (path: string, token?: string) => measureFirstVisit(browser, base, path, token);
  const all = await visit('/main/all');
  const home = await visit('/main/friends', MEMBER_TOKEN);
  const profile = await visit('/users/amara');
  // The sign-in page has no byte budget; it is weighed for the signed-in chunk check.
  const noticePath = await publicStatusPath(base);
  const [about, notice, login] = await Promise.all([
    visit('/about'),
    visit(noticePath).then((v) => ({ ...v, path: CONVERSATION_PAGE })),
    visit('/login'),
  ]);
  return [all, home, about, notice, profile, login];
}

type Measured = Omit<Results, 'date' | 'machine' | 'mode' | 'seconds' | 'budgets' | 'failures'>;

/**
 * Every budget the run checks. A figure that a failed step left out is NaN, so its budget reads
 * "not measured" and is broken: a run that could not measure is never a passing one. The short
 * run checks only what it measures (docs/decisions.md, "A short bench").
 */
function budgetChecks(m: Measured): BudgetCheck[] {
  const home = m.firstVisit.find((f) => f.path === '/main/friends');
  const gzipOf = (path: string) =>
    m.firstVisit.find((f) => f.path === path && !f.signedIn)?.jsCssGzipBytes ?? NaN;
  const visitors = m.firstVisit.filter((f) => !f.signedIn);
  return [
    checkBudget('firstVisitGzipBytes', gzipOf('/main/all')),
    checkBudget('firstStatusMs', m.coldLoad?.medianFirstStatusMs ?? NaN, slack),
    checkBudget(
      'firstVisitFiles',
      m.firstVisit.find((f) => f.path === '/main/all')?.jsCssFiles ?? NaN,
    ),
    checkBudget('signedInGzipBytes', home?.jsCssGzipBytes ?? NaN),
    checkBudget('signedInFiles', home?.jsCssFiles ?? NaN),
    checkBudget('homeSignedInChunkFiles', home ? homeSignedInChunkFiles(home) : NaN),
    checkBudget(
      'visitorSignedInChunkFiles',
      visitors.length > 0 ? visitorSignedInChunkFiles(visitors) : NaN,
    ),
    ...VISITOR_PAGES.map(([path, budget]) => checkBudget(budget, gzipOf(path))),
    checkBudget('longSessionHeapMb', m.longSession?.heapMb ?? NaN),
    checkBudget('longSessionDomNodes', m.longSession?.domNodes ?? NaN),
    checkBudget('longSessionLongestTaskMs', m.longSession?.longestTaskMs ?? NaN, slack),
    checkBudget('longScrollDomNodes', m.longScroll?.domNodesMax ?? NaN),
    checkBudget('longScrollHeapMb', m.longScroll?.heapMb ?? NaN),
    checkBudget('longScrollLongestTaskMs', m.longScroll?.longestTaskMs ?? NaN, slack),
    // Issue 27's and 28's other timing targets, not met yet: the full run on a quiet machine
    // checks them, so `npm test` stays a regression check until the code reaches them.
    ...(short
      ? []
      : [
          checkBudget('repeatVisitFirstStatusMs', m.repeatVisit?.medianFirstStatusMs ?? NaN),
          checkBudget('floorRatio', m.floor?.ratio ?? NaN),
          checkBudget('favouriteMs', m.touch?.medianFavouriteMs ?? NaN),
          checkBudget('repeatMs', m.touch?.medianRepeatMs ?? NaN),
          checkBudget('reactMs', m.touch?.medianReactMs ?? NaN),
          checkBudget('openConversationMs', m.touch?.medianOpenConversationMs ?? NaN),
          checkBudget('lighthousePerformance', m.lighthouse?.performance ?? NaN),
          checkBudget('lighthouseAccessibility', m.lighthouse?.accessibility ?? NaN),
        ]),
  ];
}

async function measureAll(base: string): Promise<Measured> {
  const firstVisit = (await step('first visit', (b) => firstVisits(b, base))) ?? [];
  // The short run takes the fewest samples that still give a median to check with slack
  // (docs/decisions.md, "A short bench"); the full run keeps nine.
  const coldLoad = await step('cold load', (b) =>
    measureColdLoad(b, `${base}/main/all`, short ? 3 : full(9)),
  );
  // The repeat visit, the floor page and touch have budgets the full run checks and the
  // short run does not (their targets are not met yet), so the short run, part of `npm test`,
  // leaves them out: a single sample on CI's busy cores told nothing (docs/decisions.md,
  // "`npm test` under 20 minutes, third round").
  const unusedJs = short
    ? null
    : await step('unused JS', (b) => measureUnusedJs(b, base, '/main/all'));
  const repeatVisit = short
    ? null
    : await step('repeat visit', () => measureRepeatVisit(`${base}/main/all`, full(9)));
  const floor = short ? null : await step('floor page', (b) => measureFloor(b, base, full(9)));
  const touch = short
    ? null
    : await step('touch', (b) => measureTouch(b, base, MEMBER_TOKEN, full(9)));
  const longSession = await step('long session', (b) =>
    measureLongSession(b, base, MEMBER_TOKEN, short ? 2000 : 10_000),
  );
  // 2,000 statuses take 100 pages; the short run walks 600, as a flat DOM is flat at any
  // length (docs/decisions.md, "A flat long scroll"). Both at 4x: the longest task is
  // checked in both, with the timing slack in the short run.
  const longScroll = await step('long scroll', (b) =>
    measureLongScroll(
      b,
      base,
      MEMBER_TOKEN,
      short ? 600 : (option('--scroll', 'BENCH_SCROLL') ?? 2000),
    ),
  );
  const interactions = short
    ? null
    : await step('interactions', (b) => measureInteractions(b, base, MEMBER_TOKEN, full(7)));
  const lighthouse = short
    ? null
    : await step('lighthouse', () => measureLighthouse(`${base}/main/all`));
  return {
    samples: {
      coldLoad: short ? 3 : full(9),
      touch: full(9),
      interactions: full(7),
      repeatVisit: full(9),
    },
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
  };
}

async function main(): Promise<void> {
  const began = Date.now();
  if (!args.has('--no-build'))
    execFileSync('npx', ['vite', 'build', '--outDir', dist], { stdio: 'ignore' });
  writeFloorPage(dist);
  const instance = await startInstance(['--control']);
  try {
    const measured = await measureAll(instance.url);
    const budgets = budgetChecks(measured);
    const results: Results = {
      date: new Date().toISOString(),
      machine: machine(),
      mode: short ? 'short' : 'full',
      seconds: Math.round((Date.now() - began) / 1000),
      ...measured,
      budgets,
      failures,
    };
    const report = markdown(results);
    console.log(report);
    if (!short) {
      writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
      writeFileSync('bench/results.md', report);
    }
    const failure = brokenBudgets(budgets);
    if (failure) console.error(failure);
    if (failures.length > 0)
      console.error(`Bench steps that could not finish: ${failures.map((f) => f.step).join(', ')}`);
    if (failure || failures.length > 0) process.exitCode = 1;
  } finally {
    await browser?.close();
    await instance.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
