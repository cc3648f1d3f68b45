import { describe, expect, it } from 'vitest';
import { checkBudget, median } from './budgets';

describe('budgets', () => {
  it('names the budget it breaks', () => {
    const over = checkBudget('firstVisitGzipBytes', 160_000);
    expect(over.ok).toBe(false);
    expect(over.message).toContain('first-visit JS+CSS gzip');
    expect(checkBudget('firstVisitGzipBytes', 150_000).ok).toBe(true);
  });
  it('treats scores as floors', () => {
    expect(checkBudget('lighthousePerformance', 89).ok).toBe(false);
    expect(checkBudget('lighthousePerformance', 95).ok).toBe(true);
  });
  it('takes medians', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
