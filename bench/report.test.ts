import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudget, type BudgetName } from './budgets';
import { markdown } from './report';
import type { Results } from './run';

const latency = (samplesMs: number[]) => ({ samplesMs, medianMs: samplesMs[1] ?? NaN });
const visit = (path: string, gzip: number, files: number, signedIn = false) => ({
  path,
  signedIn,
  requests: 30,
  jsCssFiles: files,
  jsCssRawBytes: gzip * 3,
  jsCssGzipBytes: gzip,
  statusShown: true,
  files: [],
});

/** A full run's results, every step finished. */
function fullRun(): Results {
  const measured = {
    samples: { coldLoad: 3, touch: 3, interactions: 3, repeatVisit: 3 },
    firstVisit: [
      visit('/main/all', 92_417, 4),
      visit('/main/friends', 146_773, 8, true),
      visit('/about', 122_466, 9),
      visit('/notice/<id>', 123_579, 8),
      visit('/users/amara', 133_728, 14),
    ],
    coldLoad: {
      runs: 3,
      cpuThrottling: 4,
      firstStatusMs: [1100, 1154, 1200],
      lcpMs: [1300, 1400, 1500],
      tbtMs: [100, 200, 300],
      medianFirstStatusMs: 1154,
      medianLcpMs: 1400,
      medianTbtMs: 200,
    },
    unusedJs: { path: '/main/all', loadedBytes: 250_000, unusedBytes: 110_000, unusedPercent: 44 },
    repeatVisit: {
      runs: 3,
      cpuThrottling: 4,
      firstStatusMs: [1100, 1124, 1150],
      medianFirstStatusMs: 1124,
      servedByWorker: 3,
      appScriptInMs: [100, 110, 120],
    },
    longSession: {
      statuses: 10_000,
      rate: 100,
      seconds: 102,
      heapMb: 28.6,
      domNodes: 1658,
      longestTaskMs: 68,
      tasksOver50ms: 5,
      scrollSeconds: 10,
      scrollFrames: 586,
      droppedFrames: 14,
    },
    longScroll: {
      statuses: 2000,
      reached: 2000,
      pages: 100,
      seconds: 200,
      cpuThrottling: 4,
      heapMb: 12.7,
      domNodesMax: 2117,
      domNodesAtEnd: 1652,
      longestTaskMs: 877,
      tasksOver50ms: 400,
      longest: [{ ms: 180, mounted: 1, unmounted: 23 }],
    },
    interactions: {
      favorite: latency([30, 32.7, 35]),
      showNewPosts: latency([40, 43, 45]),
      openComposer: latency([30, 36.8, 40]),
      openMediaViewer: latency([30, 35.4, 40]),
    },
    floor: {
      runs: 3,
      petrelMs: [1100, 1150, 1200],
      floorMs: [250, 259, 270],
      medianPetrelMs: 1150,
      medianFloorMs: 259,
      ratio: 4.44,
    },
    touch: {
      cpuThrottling: 4,
      favourite: [40, 49, 60],
      repeat: [30, 35, 40],
      react: [50, 55, 60],
      openConversation: [70, 78, 90],
      medianFavouriteMs: 49,
      medianRepeatMs: 35,
      medianReactMs: 55,
      medianOpenConversationMs: 78,
    },
    lighthouse: { performance: 96, accessibility: 100, lcpMs: 2399, tbtMs: 0 },
  };
  const checks: [BudgetName, number][] = [
    ['firstVisitGzipBytes', 92_417],
    ['firstVisitFiles', 4],
    ['signedInGzipBytes', 146_773],
    ['signedInFiles', 8],
    ['aboutGzipBytes', 122_466],
    ['conversationGzipBytes', 123_579],
    ['profileGzipBytes', 133_728],
    ['homeSignedInChunkFiles', 2],
    ['visitorSignedInChunkFiles', 0],
    ['firstStatusMs', 1154],
    ['floorRatio', 4.44],
    ['repeatVisitFirstStatusMs', 1124],
    ['favouriteMs', 49],
    ['repeatMs', 35],
    ['reactMs', 55],
    ['openConversationMs', 78],
    ['longScrollDomNodes', 2117],
    ['longScrollHeapMb', 12.7],
    ['longScrollLongestTaskMs', 877],
    ['longSessionHeapMb', 28.6],
    ['longSessionDomNodes', 1658],
    ['longSessionLongestTaskMs', 68],
    ['lighthousePerformance', 96],
    ['lighthouseAccessibility', 100],
  ];
  return {
    date: '2026-11-26T23:00:00.000Z',
    machine: '2 x CPU',
    mode: 'full',
    seconds: 900,
    ...measured,
    budgets: checks.map(([name, value]) => checkBudget(name, value)),
    failures: [],
  };
}

/** The summary table's row for a figure. */
function row(report: string, figure: string): string {
  const found = report.split('\n').find((line) => line.includes(`| ${figure}`));
  if (!found) throw new Error(`no row for ${figure}`);
  return found;
}

describe('bench/results.md', () => {
  it('gives every budget of bench/budgets.ts a row with its value and limit', () => {
    const report = markdown(fullRun());
    // The byte budget moves with each merge; the row carries whatever it is.
    const firstVisitLimit = BUDGETS.firstVisitGzipBytes.limit.toLocaleString('en-US');
    expect(row(report, 'First visit /main/all: JS+CSS gzip')).toContain(
      `| 92,417 B |  | at most ${firstVisitLimit} B | ok | issue 28: at most 110 KB |`,
    );
    expect(row(report, 'Cold load / floor page')).toContain(
      '| 4.44 | 3 of 3 | at most 1.5 | OVER |',
    );
    expect(row(report, 'Repeat visit to the first status')).toContain(
      '| 1,124 ms | 3 of 3 | at most 500 ms | OVER |',
    );
    expect(row(report, 'Favourite to pressed, 4x CPU')).toContain(
      '| 49 ms | 3 of 3 | at most 20 ms | OVER |',
    );
    expect(row(report, 'Reaction to pressed, 4x CPU')).toContain('at most 20 ms | OVER');
    expect(row(report, 'Time link to the conversation shown')).toContain(
      '| 78 ms | 3 of 3 | at most 100 ms | ok |',
    );
    expect(row(report, 'Long scroll to 2,000 statuses')).toContain(
      '| 2,117 nodes |  | at most 2,500 nodes | ok |',
    );
    expect(row(report, 'Floor page to its first status')).toContain('| 259 ms | 3 of 3 | none |');
    expect(row(report, "'.' to new posts shown, unthrottled")).toContain(
      '| 43 ms | 3 of 3 | none |',
    );
    const rows = report.split('\n').filter((l) => /^\| [0-9, .]*\|/.test(l));
    const budgeted = rows.filter((l) => / \| (ok|OVER) \| /.test(l));
    expect(budgeted).toHaveLength(Object.keys(BUDGETS).length);
    expect(report).not.toContain('NaN');
    expect(report).not.toContain('not measured');
  });

  it('says which step failed and leaves its figures unmeasured, not passing', () => {
    const run = fullRun();
    run.touch = null;
    run.failures = [{ step: 'touch', error: 'Error: no result after 30 min' }];
    run.budgets = run.budgets.map((b) =>
      ['favouriteMs', 'repeatMs', 'reactMs', 'openConversationMs'].includes(b.name)
        ? checkBudget(b.name, NaN)
        : b,
    );
    const report = markdown(run);
    expect(report).toContain(
      '## Steps that could not finish\n\n- touch: Error: no result after 30 min',
    );
    expect(row(report, 'Favourite to pressed, 4x CPU')).toContain(
      '| – |  | at most 20 ms | not measured |',
    );
    expect(report).toContain(
      '## 8. Touch\n\n- not measured: the step failed (Error: no result after 30 min)',
    );
    expect(report).not.toContain('NaN');
  });

  it('marks in the short run what only the full run checks', () => {
    const run = fullRun();
    run.mode = 'short';
    run.repeatVisit = null;
    run.budgets = run.budgets.filter((b) => b.name !== 'repeatVisitFirstStatusMs');
    const report = markdown(run);
    expect(row(report, 'Repeat visit to the first status')).toContain(
      '| – |  | at most 500 ms, checked by the full run | not in the short run |',
    );
    expect(report).toContain('## 9. Repeat visit\n\n- not measured in the short run');
  });
});
