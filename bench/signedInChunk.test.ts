import { describe, expect, it } from 'vitest';
import type { FirstVisit } from './measures/firstVisit';
import {
  homeSignedInChunkFiles,
  signedInChunkFiles,
  visitorSignedInChunkFiles,
} from './signedInChunk';

const visit = (names: string[], statusShown = true): FirstVisit => ({
  path: '/x',
  signedIn: false,
  requests: names.length,
  jsCssFiles: names.length,
  jsCssRawBytes: 0,
  jsCssGzipBytes: 0,
  statusShown,
  files: names.map((name) => ({ name, gzip: 1 })),
});

describe('signed-in chunk files', () => {
  it('counts the files named after the chunk, not others that contain the word', () => {
    expect(
      signedInChunkFiles(visit(['/assets/signed-in-a1.js', '/assets/index-signed-in.js'])),
    ).toBe(1);
  });

  it('is NaN for a visit that measured nothing, so the budget breaks', () => {
    expect(signedInChunkFiles(visit([]))).toBeNaN();
    expect(visitorSignedInChunkFiles([visit(['/assets/index-1.js']), visit([])])).toBeNaN();
  });

  it('sums the visitors and reads the home only when it showed a status', () => {
    expect(
      visitorSignedInChunkFiles([visit(['/assets/index-1.js']), visit(['/assets/signed-in-2.js'])]),
    ).toBe(1);
    expect(homeSignedInChunkFiles(visit(['/assets/signed-in-2.js'], false))).toBeNaN();
    expect(homeSignedInChunkFiles(visit(['/assets/signed-in-2.js']))).toBe(1);
  });
});
