import { BUDGETS, median, type BudgetCheck, type BudgetName } from './budgets';
import type { Results } from './run';
import { CONVERSATION_PAGE } from './statusPage';

type Unit = 'B' | 'ms' | 'MB' | 'files' | 'nodes' | '%' | '';

/** One figure of the summary: its value in this run, and the budget that holds it, if any. */
export interface SummaryRow {
  /** The issue (and item) that asks for the figure. */
  issue: string;
  figure: string;
  value: number;
  unit: Unit;
  budget?: BudgetName;
  /** Samples taken of those asked, for a median. */
  samples?: [taken: number, asked: number];
  /** The issue's own target, where the budget is tighter (it holds today's figure). */
  note?: string;
}

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

function withUnit(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return '–';
  const text = number.format(
    unit === 'ms' || unit === 'MB' || unit === '%' ? Math.round(value * 10) / 10 : value,
  );
  return unit === '' ? text : `${text} ${unit}`;
}

const NaNs = (n: number | undefined | null) => n ?? NaN;
/** Visitors' other pages and their byte budgets (issue 28 item 2). */
const VISITOR_BYTES = [
  ['/about', 'aboutGzipBytes'],
  [CONVERSATION_PAGE, 'conversationGzipBytes'],
  ['/users/amara', 'profileGzipBytes'],
] as const satisfies readonly (readonly [string, BudgetName])[];

/** Every figure issues 7, 27 and 28 ask for, in the order the issues give them. */
export function summaryRows(r: Results): SummaryRow[] {
  const visit = (path: string, signedIn = false) =>
    r.firstVisit.find((f) => f.path === path && f.signedIn === signedIn);
  const all = visit('/main/all');
  const home = visit('/main/friends', true);
  const { coldLoad, floor, repeatVisit, touch, longScroll, longSession, interactions } = r;
  const touchRow = (figure: string, samples: number[] | undefined, budget: BudgetName) => ({
    issue: '28.3',
    figure,
    value: samples ? median(samples) : NaN,
    unit: 'ms' as const,
    budget,
    samples: touch ? ([samples?.length ?? 0, r.samples.touch] as [number, number]) : undefined,
  });
  const latencyRow = (figure: string, samples: number[] | undefined): SummaryRow => ({
    issue: '7',
    figure: `${figure}, unthrottled, median`,
    value: samples ? median(samples) : NaN,
    unit: 'ms',
    samples: interactions ? [samples?.length ?? 0, r.samples.interactions] : undefined,
  });
  const scrolled = longScroll ? ` to ${number.format(longScroll.reached)} statuses` : '';
  return [
    {
      issue: '28.2',
      figure: 'First visit /main/all: JS+CSS gzip',
      value: NaNs(all?.jsCssGzipBytes),
      unit: 'B',
      budget: 'firstVisitGzipBytes',
      note: 'issue 28: at most 110 KB',
    },
    {
      issue: '28.2',
      figure: 'First visit /main/all: JS+CSS files',
      value: NaNs(all?.jsCssFiles),
      unit: 'files',
      budget: 'firstVisitFiles',
    },
    {
      issue: '28.2',
      figure: 'Signed-in home /main/friends: JS+CSS gzip',
      value: NaNs(home?.jsCssGzipBytes),
      unit: 'B',
      budget: 'signedInGzipBytes',
      note: 'issue 28: at most 150 KB',
    },
    {
      issue: '28.2',
      figure: 'Signed-in home /main/friends: JS+CSS files',
      value: NaNs(home?.jsCssFiles),
      unit: 'files',
      budget: 'signedInFiles',
    },
    ...VISITOR_BYTES.map(([path, budget]) => ({
      issue: '28.2',
      figure: `Visitor's ${path}: JS+CSS gzip`,
      value: NaNs(visit(path)?.jsCssGzipBytes),
      unit: 'B' as const,
      budget,
    })),
    {
      issue: '28.2',
      figure: 'Signed-in chunk files on the signed-in home (it must load them)',
      value: r.budgets.find((b) => b.name === 'homeSignedInChunkFiles')?.value ?? NaN,
      unit: 'files',
      budget: 'homeSignedInChunkFiles',
    },
    {
      issue: '28.2',
      figure: "Signed-in chunk files on visitors' pages",
      value: r.budgets.find((b) => b.name === 'visitorSignedInChunkFiles')?.value ?? NaN,
      unit: 'files',
      budget: 'visitorSignedInChunkFiles',
    },
    {
      issue: '7, 28.1',
      figure: 'Cold load /main/all to the first status, 4x CPU, median',
      value: NaNs(coldLoad?.medianFirstStatusMs),
      unit: 'ms',
      budget: 'firstStatusMs',
      samples: coldLoad ? [coldLoad.firstStatusMs.length, coldLoad.runs] : undefined,
    },
    {
      issue: '28.1',
      figure: 'Floor page to its first status, 4x CPU, median',
      value: NaNs(floor?.medianFloorMs),
      unit: 'ms',
      samples: floor ? [floor.floorMs.length, floor.runs] : undefined,
    },
    {
      issue: '28.1',
      figure: 'Cold load / floor page, median of the per-run ratios',
      value: NaNs(floor?.ratio),
      unit: '',
      budget: 'floorRatio',
      samples: floor ? [floor.petrelMs.length, floor.runs] : undefined,
    },
    {
      issue: '27',
      figure: 'Repeat visit to the first status, service worker warm, 4x CPU, median',
      value: NaNs(repeatVisit?.medianFirstStatusMs),
      unit: 'ms',
      budget: 'repeatVisitFirstStatusMs',
      samples: repeatVisit ? [repeatVisit.firstStatusMs.length, repeatVisit.runs] : undefined,
      note: repeatVisit
        ? `answered by the worker ${repeatVisit.servedByWorker} of ${repeatVisit.runs} times`
        : undefined,
    },
    touchRow('Favourite to pressed, 4x CPU, median', touch?.favourite, 'favouriteMs'),
    touchRow('Repeat to pressed, 4x CPU, median', touch?.repeat, 'repeatMs'),
    touchRow('Reaction to pressed, 4x CPU, median', touch?.react, 'reactMs'),
    touchRow(
      'Time link to the conversation shown, 4x CPU, median',
      touch?.openConversation,
      'openConversationMs',
    ),
    {
      issue: '28.4',
      figure: `Long scroll${scrolled} by "Load older", 4x CPU: DOM nodes, most at any point`,
      value: NaNs(longScroll?.domNodesMax),
      unit: 'nodes',
      budget: 'longScrollDomNodes',
    },
    {
      issue: '28.4',
      figure: 'Long scroll: JS heap after GC',
      value: NaNs(longScroll?.heapMb),
      unit: 'MB',
      budget: 'longScrollHeapMb',
    },
    {
      issue: '28.4',
      figure: 'Long scroll: longest task',
      value: NaNs(longScroll?.longestTaskMs),
      unit: 'ms',
      budget: 'longScrollLongestTaskMs',
    },
    {
      issue: '7',
      figure: `Long session (${longSession ? number.format(longSession.statuses) : 'the'} statuses streamed): JS heap after GC`,
      value: NaNs(longSession?.heapMb),
      unit: 'MB',
      budget: 'longSessionHeapMb',
    },
    {
      issue: '7',
      figure: 'Long session: DOM nodes',
      value: NaNs(longSession?.domNodes),
      unit: 'nodes',
      budget: 'longSessionDomNodes',
    },
    {
      issue: '7',
      figure: 'Long session: longest task',
      value: NaNs(longSession?.longestTaskMs),
      unit: 'ms',
      budget: 'longSessionLongestTaskMs',
    },
    latencyRow('Favourite to pressed', interactions?.favorite.samplesMs),
    latencyRow("'.' to new posts shown", interactions?.showNewPosts.samplesMs),
    latencyRow('Opening the composer', interactions?.openComposer.samplesMs),
    latencyRow('Opening the media viewer', interactions?.openMediaViewer.samplesMs),
    {
      issue: '7',
      figure: 'Lighthouse performance score',
      value: NaNs(r.lighthouse?.performance),
      unit: '',
      budget: 'lighthousePerformance',
    },
    {
      issue: '7',
      figure: 'Lighthouse accessibility score',
      value: NaNs(r.lighthouse?.accessibility),
      unit: '',
      budget: 'lighthouseAccessibility',
    },
    {
      issue: '28.1',
      figure: 'JavaScript not run by the first status (raw bytes loaded)',
      value: NaNs(r.unusedJs?.unusedPercent),
      unit: '%',
    },
  ];
}

function budgetCell(row: SummaryRow, check: BudgetCheck | undefined, short: boolean): string {
  if (!row.budget) return 'none';
  const budget = BUDGETS[row.budget];
  const relation = 'atLeast' in budget && budget.atLeast ? 'at least' : 'at most';
  const limit = check?.limit ?? budget.limit;
  const slack = limit !== budget.limit ? ` (${number.format(limit / budget.limit)}x slack)` : '';
  const unchecked = check ? '' : short ? ', checked by the full run' : ', not checked';
  return `${relation} ${withUnit(limit, row.unit)}${slack}${unchecked}`;
}

function verdict(row: SummaryRow, check: BudgetCheck | undefined, short: boolean): string {
  if (!Number.isFinite(row.value)) return short && !check ? 'not in the short run' : 'not measured';
  if (!check) return '';
  return check.ok ? 'ok' : 'OVER';
}

/**
 * The report's first table: each figure, its value, its budget and whether it holds. A budget
 * the rows above do not name (one added later) gets a row of its own from its check.
 */
export function summaryTable(r: Results): string[] {
  const rows = summaryRows(r);
  const named = new Set(rows.map((row) => row.budget));
  for (const check of r.budgets)
    if (!named.has(check.name))
      rows.push({
        issue: '',
        figure: BUDGETS[check.name].label,
        value: check.value,
        unit: '',
        budget: check.name,
      });
  return [
    '| issue | figure | this run | samples | budget | | note |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => {
      const check = r.budgets.find((b) => b.name === row.budget);
      const samples = row.samples ? `${row.samples[0]} of ${row.samples[1]}` : '';
      return `| ${row.issue} | ${row.figure} | ${withUnit(row.value, row.unit)} | ${samples} | ${budgetCell(row, check, r.mode === 'short')} | ${verdict(row, check, r.mode === 'short')} | ${row.note ?? ''} |`;
    }),
  ];
}
