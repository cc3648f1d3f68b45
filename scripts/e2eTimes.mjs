// A Playwright reporter that says where each test's time goes: the fake instance's start
// (worker fixture and beforeAll hooks), the page's first load, later loads, fixed waits,
// axe runs and screenshots. Use beside the usual ones:
//   npx playwright test e2e/x.spec.ts --reporter=list,./scripts/e2eTimes.mjs
// It writes test-results/e2e-times.json and prints the slowest tests and the totals
// (docs/decisions.md, "`npm test` under 20 minutes, fourth round").
import { mkdirSync, writeFileSync } from 'node:fs';

const BUCKETS = [
  [
    'instance',
    (s) =>
      /instanceUrl|cspInstance/.test(s.title) ||
      (s.category === 'hook' && /beforeAll|afterAll/.test(s.title)),
  ],
  ['axe', (s) => s.category === 'test.step' && s.title === 'axe'],
  ['screenshot', (s) => s.category === 'pw:api' && /screenshot/i.test(s.title)],
  [
    'fixed wait',
    (s) => s.category === 'pw:api' && /wait for timeout|waitForTimeout/i.test(s.title),
  ],
  [
    'load',
    (s) => s.category === 'pw:api' && /^(navigate|page\.goto|reload|page\.reload)/i.test(s.title),
  ],
  [
    'context',
    (s) => s.category === 'fixture' && /^fixture: (context|page)$|"(context|page)"/i.test(s.title),
  ],
];

function bucketOf(step) {
  for (const [name, match] of BUCKETS) if (match(step)) return name;
  return null;
}

function inBucket(step) {
  for (let p = step.parent; p; p = p.parent) if (bucketOf(p)) return true;
  return false;
}

export default class E2eTimes {
  constructor() {
    this.tests = new Map();
  }
  onStepEnd(test, result, step) {
    const bucket = bucketOf(step);
    if (!bucket || inBucket(step)) return;
    const row = this.row(test, result);
    if (bucket === 'load' && row.firstLoad === undefined) {
      row.firstLoad = step.duration;
      return;
    }
    row[bucket] = (row[bucket] ?? 0) + step.duration;
  }
  row(test, result) {
    const key = `${test.id}#${result.retry}`;
    let row = this.tests.get(key);
    if (!row) {
      row = {
        file: test.location.file.replace(/^.*\/e2e\//, 'e2e/'),
        title: test.titlePath().slice(3).join(' › '),
      };
      this.tests.set(key, row);
    }
    return row;
  }
  onTestEnd(test, result) {
    const row = this.row(test, result);
    row.total = result.duration;
    row.status = result.status;
  }
  onEnd() {
    const rows = [...this.tests.values()].filter((r) => r.total !== undefined);
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/e2e-times.json', `${JSON.stringify(rows, null, 1)}\n`);
    const cols = ['instance', 'context', 'firstLoad', 'load', 'fixed wait', 'axe', 'screenshot'];
    const s = (ms) => ((ms ?? 0) / 1000).toFixed(1).padStart(6);
    const sums = Object.fromEntries(
      ['total', ...cols].map((c) => [c, rows.reduce((a, r) => a + (r[c] ?? 0), 0)]),
    );
    const out = [`\n${rows.length} tests; seconds: total ${cols.map((c) => `| ${c}`).join(' ')}`];
    out.push(`${s(sums.total)} ${cols.map((c) => s(sums[c])).join(' ')}  ALL`);
    for (const r of rows.sort((a, b) => b.total - a.total).slice(0, 40))
      out.push(
        `${s(r.total)} ${cols.map((c) => s(r[c])).join(' ')}  ${r.file} › ${r.title.slice(0, 90)}`,
      );
    console.log(out.join('\n'));
  }
}
