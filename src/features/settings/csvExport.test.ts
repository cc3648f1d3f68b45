import { describe, expect, it } from 'vitest';
import { accountsCsv, collectPages } from './csvExport';

describe('csv export', () => {
  it('writes full addresses, one a line', () => {
    expect(
      accountsCsv([{ screen_name: 'amara' }, { screen_name: 'x@far.example' }], 'home.example'),
    ).toBe('amara@home.example\nx@far.example\n');
    expect(accountsCsv([], 'h')).toBe('');
  });

  it('follows pages until there is no next one', async () => {
    const pages: Record<string, { items: number[]; next: string | undefined }> = {
      start: { items: [1, 2], next: 'b' },
      b: { items: [3], next: undefined },
    };
    expect(await collectPages<number, string>('start', async (c) => pages[c ?? 'start']!)).toEqual([
      1, 2, 3,
    ]);
  });
});
