import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { test, type Page } from '@playwright/test';

// @axe-core/playwright needs Node 22, so axe-core's own bundle is injected directly.
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

export function findAxeViolations(page: Page): Promise<AxeViolation[]> {
  // A step of its own, so scripts/e2eTimes.mjs can say how long the axe runs take.
  return test.step('axe', () => runAxe(page), { box: true });
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Half a megabyte of script: parsed once per document, not once per run.
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!loaded) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      // Only violations are read: every rule still runs on every node, but the passes and
      // the inapplicable are not gathered node by node (axe-core's API, `resultTypes`).
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, html: n.html })),
    }));
  });
}
