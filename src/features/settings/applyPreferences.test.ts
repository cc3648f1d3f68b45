import { describe, expect, it } from 'vitest';
import { columnWidthFor } from './columnWidth';
import { parseMuteWords } from './FilteringTab';

describe('settings helpers', () => {
  it('widens the column by share of the window, never below 45rem', () => {
    expect(columnWidthFor('off')).toBe('45rem');
    expect(columnWidthFor('50')).toBe('max(45rem, calc(50vw - var(--sidebar-width)))');
    expect(columnWidthFor('full')).toContain('100vw');
  });

  it('reads muted words one per line', () => {
    expect(parseMuteWords(' gulls \n\nstorm petrel\n')).toEqual(['gulls', 'storm petrel']);
  });
});
