/** The performance budgets of issue 7, with slack for CI's two cores where noted. */
export const BUDGETS = {
  firstVisitGzipBytes: { limit: 150_000, label: 'first-visit JS+CSS gzip (bytes)' },
  firstStatusMs: {
    limit: 1500,
    label: 'cold load to first status at 4x CPU throttling (ms, median)',
  },
  longSessionHeapMb: { limit: 150, label: 'long session JS heap after GC (MB)' },
  longSessionDomNodes: { limit: 3000, label: 'long session DOM nodes' },
  longSessionLongestTaskMs: { limit: 200, label: 'long session longest task (ms)' },
  lighthousePerformance: { limit: 90, label: 'Lighthouse performance score', atLeast: true },
  lighthouseAccessibility: { limit: 90, label: 'Lighthouse accessibility score', atLeast: true },
} as const;

export type BudgetName = keyof typeof BUDGETS;

export interface BudgetCheck {
  name: BudgetName;
  value: number;
  ok: boolean;
  message: string;
}

export function checkBudget(name: BudgetName, value: number): BudgetCheck {
  const budget = BUDGETS[name];
  const atLeast = 'atLeast' in budget && budget.atLeast;
  const ok = atLeast ? value >= budget.limit : value <= budget.limit;
  const relation = atLeast ? 'at least' : 'at most';
  const message = `${ok ? 'ok  ' : 'OVER'} ${budget.label}: ${round(value)} (budget: ${relation} ${budget.limit})`;
  return { name, value, ok, message };
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
