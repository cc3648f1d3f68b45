import { describe, expect, it } from 'vitest';
import { exceedsMarkupBudget, MAX_MARKUP_CHARS, MAX_MARKUP_ELEMENTS } from './markupBudget';

describe('exceedsMarkupBudget', () => {
  it('lets ordinary posts through', () => {
    expect(exceedsMarkupBudget('<p>Hello <a href="https://x.example">you</a></p>')).toBe(false);
    expect(exceedsMarkupBudget('')).toBe(false);
  });

  it('refuses 100,000 unclosed <b> (300 KB)', () => {
    expect(exceedsMarkupBudget('<b>'.repeat(100_000))).toBe(true);
  });

  it('refuses text longer than the limit, tags or not', () => {
    expect(exceedsMarkupBudget('a'.repeat(MAX_MARKUP_CHARS))).toBe(false);
    expect(exceedsMarkupBudget('a'.repeat(MAX_MARKUP_CHARS + 1))).toBe(true);
  });

  it('counts start tags, not closing tags, comments or a lone "<"', () => {
    const atLimit = '<i>x</i>'.repeat(MAX_MARKUP_ELEMENTS);
    expect(exceedsMarkupBudget(atLimit)).toBe(false);
    expect(exceedsMarkupBudget(`${atLimit}<I>`)).toBe(true);
    expect(exceedsMarkupBudget('1 < 2 <!-- c --> </b>'.repeat(1000))).toBe(false);
  });
});
