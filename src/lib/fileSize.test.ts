import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it('uses binary units from B to TiB', () => {
    expect(formatFileSize(512)).toEqual({ num: 512, unit: 'B' });
    expect(formatFileSize(1536)).toEqual({ num: 1.5, unit: 'KiB' });
    expect(formatFileSize(16_000_000)).toEqual({ num: 15.26, unit: 'MiB' });
    expect(formatFileSize(3 * 1024 ** 3)).toEqual({ num: 3, unit: 'GiB' });
    expect(formatFileSize(5 * 1024 ** 5)).toEqual({ num: 5120, unit: 'TiB' });
    expect(formatFileSize(-1)).toEqual({ num: 0, unit: 'B' });
  });
});
