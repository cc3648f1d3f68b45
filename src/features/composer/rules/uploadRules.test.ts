import { describe, expect, it } from 'vitest';
import { acceptedCount, fileTooBig } from './uploadRules';

describe('fileTooBig', () => {
  it('accepts a file at the limit', () => {
    expect(fileTooBig(16_000_000, 16_000_000)).toBeNull();
  });

  it('rejects a larger file with both sizes and units', () => {
    expect(fileTooBig(17 * 1024 * 1024, 16_000_000)).toEqual({
      filesize: 17,
      filesizeunit: 'MiB',
      allowedsize: 15.26,
      allowedsizeunit: 'MiB',
    });
  });

  it('uses the smallest fitting unit', () => {
    expect(fileTooBig(2048, 1024)).toEqual({
      filesize: 2,
      filesizeunit: 'KiB',
      allowedsize: 1,
      allowedsizeunit: 'KiB',
    });
    expect(fileTooBig(1000, 500)).toEqual({
      filesize: 1000,
      filesizeunit: 'B',
      allowedsize: 500,
      allowedsizeunit: 'B',
    });
  });

  it('rejects nothing when the instance gives no limit', () => {
    expect(fileTooBig(10 ** 12, 0)).toBeNull();
  });
});

describe('acceptedCount', () => {
  it('caps attachments at the file limit', () => {
    expect(acceptedCount(0, 3, 4)).toBe(3);
    expect(acceptedCount(3, 3, 4)).toBe(1);
    expect(acceptedCount(4, 1, 4)).toBe(0);
  });
});
