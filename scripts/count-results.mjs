// Reads the JSON reports of Vitest and Playwright and prints the closing line CI reads.
// A step that failed before its runner wrote a report counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const exitCode = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

const unit = read('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += unit.numFailedTests ?? 0;
}

const e2e = read('test-results/e2e.json');
if (e2e) {
  const stats = e2e.stats ?? {};
  // A flaky test failed once and passed on its retry: it passed, and is named below.
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  if (stats.flaky) console.log(`${stats.flaky} end-to-end test(s) passed only on retry`);
}

if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
